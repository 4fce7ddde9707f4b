// A form's field values live in react-hook-form (docs/decisions/019). In a file that renders a
// <form>, a useState whose value a control shows (value, checked, defaultValue) or whose setter is
// a control's change handler is a field held by hand. State the controls do not show (a dialog's
// open flag, a step, a server's refusal) is not flagged.
const CONTROL_VALUE_PROPS = new Set(['value', 'checked', 'defaultValue', 'defaultChecked']);
const CONTROL_CHANGE_PROPS = new Set(['onChange', 'onValueChange', 'onCheckedChange']);
export const noFormFieldState = {
  meta: {
    type: 'problem',
    docs: { description: 'Form field values are held by useForm, not useState (decision 019).' },
    messages: {
      fieldState:
        "'{{name}}' holds a form field in useState: use useForm with zodResolver and the shared fields (docs/decisions/019).",
    },
    schema: [],
  },
  create(context) {
    let rendersForm = false;
    /** Components from src/web/components/ui (Input, Textarea, Select, Checkbox…) are controls. */
    const uiComponents = new Set();
    const states = [];
    /** The JSX attribute an expression is the value of, without crossing a function. */
    const attributeOf = (identifier) => {
      for (let node = identifier.parent; node; node = node.parent) {
        if (node.type === 'JSXAttribute') return node;
        if (node.type.includes('Function') || node.type.startsWith('JSXElement')) return null;
      }
      return null;
    };
    const isControl = (opening) =>
      opening.name.type === 'JSXIdentifier' &&
      (['input', 'textarea', 'select'].includes(opening.name.name) ||
        uiComponents.has(opening.name.name));
    return {
      ImportDeclaration(node) {
        if (!String(node.source.value).startsWith('#web/components/ui/')) return;
        for (const specifier of node.specifiers) uiComponents.add(specifier.local.name);
      },
      JSXOpeningElement(node) {
        if (node.name.type === 'JSXIdentifier' && node.name.name === 'form') rendersForm = true;
      },
      'VariableDeclarator[id.type="ArrayPattern"] > CallExpression.init'(node) {
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' ? callee.property.name : callee.name;
        if (name === 'useState') states.push(node.parent);
      },
      'Program:exit'() {
        if (!rendersForm) return;
        for (const declarator of states) {
          const [value, setter] = declarator.id.elements;
          const variables = context.sourceCode.getDeclaredVariables(declarator);
          const isBound = variables.some((variable) =>
            variable.references.some(({ identifier }) => {
              const attribute = attributeOf(identifier);
              if (!attribute || !isControl(attribute.parent)) return false;
              const prop = attribute.name.name;
              if (variable.name === value?.name) return CONTROL_VALUE_PROPS.has(prop);
              return (
                variable.name === setter?.name &&
                CONTROL_CHANGE_PROPS.has(prop) &&
                attribute.value?.expression === identifier
              );
            }),
          );
          if (isBound) {
            context.report({
              node: declarator.init,
              messageId: 'fieldState',
              data: { name: value?.type === 'Identifier' ? value.name : 'state' },
            });
          }
        }
      },
    };
  },
};
