import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import type { User } from '#contract/schemas/user.ts';
import { roleKeepsHomeStore, roleKeepsStore } from '#contract/policies/users.ts';
import { FormActions } from '#web/components/form/form-actions.tsx';
import { SelectField } from '#web/components/form/select-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { maxLengthOf } from '#web/lib/max-length.ts';
import { toastOutcome } from '#web/lib/notify.ts';
import { AppForm } from '#web/components/form/app-form.tsx';

import { useCreateUser } from '../api/create-user.ts';
import { useStoreOptions } from '../api/get-store-options.ts';
import { useUpdateUser } from '../api/update-user.ts';
import {
  CreateUserFormSchema,
  EditUserFormSchema,
  hourlyCostCentsOf,
  hourlyCostTextOf,
  NO_STORE,
} from '../lib/user-form-schema.ts';
import type { UserFormValues } from '../lib/user-form-schema.ts';
import { ROLES_IN_ORDER, STATUSES_IN_ORDER } from '../lib/user-options.ts';

const EMPTY_USER: UserFormValues = {
  name: '',
  username: '',
  password: '',
  role: 'technician',
  status: 'active',
  locationId: NO_STORE,
  hourlyCost: '',
};

interface UserFormProps {
  /** The user being edited (with their hourly cost, decision 037), or null to create one. */
  editing: (User & { hourlyCostCents?: number | null }) | null;
  currentUserId: string;
  onDone: () => void;
}

/**
 * Create a user (name, username, password, role, status) or edit one (product rules §5): on edit the
 * username is read-only and only name, role and status are sent, plus a manager's store.
 */
export function UserForm({ editing, currentUserId, onDone }: UserFormProps) {
  const { t } = useTranslation('users');
  const { control, handleSubmit, reset } = useForm<UserFormValues>({
    // Both schemas take and give the same fields; they differ in what they require.
    resolver: zodResolver(
      editing ? EditUserFormSchema : CreateUserFormSchema,
    ) as Resolver<UserFormValues>,
    defaultValues: editing
      ? {
          name: editing.name,
          username: editing.username,
          password: '',
          role: editing.role,
          status: editing.status,
          // One store select: a manager's store, or a technician's home store (decisions 029-031).
          locationId: editing.locationId ?? editing.homeLocationId ?? NO_STORE,
          hourlyCost: hourlyCostTextOf(editing.hourlyCostCents),
        }
      : EMPTY_USER,
  });
  const [name, username, password, role] = useWatch({
    control,
    name: ['name', 'username', 'password', 'role'],
  });
  const createMutation = useCreateUser();
  const updateMutation = useUpdateUser();
  const hasStore = roleKeepsStore(role) || roleKeepsHomeStore(role);
  const storesQuery = useStoreOptions(hasStore);
  const stores = Array.isArray(storesQuery.data) ? storesQuery.data : [];
  const storeLoadFailed =
    storesQuery.isError || (storesQuery.isSuccess && !Array.isArray(storesQuery.data));
  const ids = {
    name: useId(),
    username: useId(),
    password: useId(),
    role: useId(),
    status: useId(),
    store: useId(),
    storeHint: useId(),
    hint: useId(),
    hourlyCost: useId(),
    hourlyCostHint: useId(),
  };
  const isSelf = editing?.id === currentUserId;
  const isPending = createMutation.isPending || updateMutation.isPending;
  // Product rules §5: name, username and password are required to create.
  const canSave =
    name.trim() !== '' &&
    (editing !== null || (username.trim() !== '' && password !== '')) &&
    !isPending;

  const onSubmit = handleSubmit((values) => {
    const store = values.locationId === NO_STORE ? null : values.locationId;
    const chosenStore = roleKeepsStore(values.role) ? store : null;
    const homeStore = roleKeepsHomeStore(values.role) ? store : null;
    // Decision 037: sent only when given (create) or changed (edit); absent keeps it.
    const cost = hourlyCostCentsOf(values.hourlyCost);
    if (editing) {
      updateMutation.mutate(
        {
          id: editing.id,
          name: values.name,
          role: values.role,
          status: values.status,
          ...(roleKeepsStore(values.role) ? { locationId: chosenStore } : {}),
          ...(roleKeepsHomeStore(values.role) ? { homeLocationId: homeStore } : {}),
          ...(cost !== (editing.hourlyCostCents ?? null) ? { hourlyCostCents: cost } : {}),
        },
        toastOutcome(t('form.updated'), t('form.updateFailed'), onDone),
      );
      return;
    }
    createMutation.mutate(
      {
        name: values.name,
        username: values.username,
        password: values.password,
        role: values.role,
        status: values.status,
        locationId: chosenStore,
        homeLocationId: homeStore,
        ...(cost !== null ? { hourlyCostCents: cost } : {}),
      },
      toastOutcome(t('form.created'), t('form.createFailed'), () => {
        reset(EMPTY_USER);
        onDone();
      }),
    );
  });

  return (
    <AppForm
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      aria-label={editing ? t('form.edit', { name: editing.name }) : t('form.add')}
      onSubmit={onSubmit}
    >
      <h3 className="text-sm font-semibold">
        {editing ? t('form.editTitle') : t('form.addTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          id={ids.name}
          label={t('form.name')}
          maxLength={maxLengthOf(CreateUserFormSchema.shape.name)}
          autoComplete="off"
        />
        <TextField
          control={control}
          name="username"
          id={ids.username}
          label={t('form.username')}
          maxLength={maxLengthOf(CreateUserFormSchema.shape.username)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={editing !== null}
          aria-readonly={editing !== null ? true : undefined}
          inputClassName={editing ? 'bg-muted text-muted-foreground' : undefined}
        />
        {editing ? null : (
          <TextField
            control={control}
            name="password"
            id={ids.password}
            label={t('form.password')}
            type="password"
            hint={{ id: ids.hint, text: t('form.changeOnFirstLogin') }}
            className="sm:col-span-2"
            maxLength={maxLengthOf(CreateUserFormSchema.shape.password)}
            autoComplete="new-password"
          />
        )}
        <SelectField
          control={control}
          name="role"
          id={ids.role}
          label={t('form.role')}
          isDisabled={isSelf}
          options={ROLES_IN_ORDER.map((value) => ({ value, label: t(`roles.${value}`) }))}
        />
        <SelectField
          control={control}
          name="status"
          id={ids.status}
          label={t('form.status')}
          isDisabled={isSelf}
          options={STATUSES_IN_ORDER.map((value) => ({
            value,
            label: t(`statuses.${value}`),
          }))}
        />
        {hasStore ? (
          <SelectField
            control={control}
            name="locationId"
            id={ids.store}
            label={roleKeepsStore(role) ? t('form.store') : t('form.homeStore')}
            className="sm:col-span-2"
            placeholder={storesQuery.isPending ? t('form.loadingStores') : undefined}
            // A failed (or malformed) list leaves "No store" and says so, rather than breaking the form.
            {...(storeLoadFailed
              ? { hint: { id: ids.storeHint, text: t('form.storesFailed') } }
              : {})}
            options={[
              { value: NO_STORE, label: t('form.noStore') },
              ...stores.map((store) => ({ value: store.id, label: store.name })),
            ]}
          />
        ) : null}
        <TextField
          control={control}
          name="hourlyCost"
          id={ids.hourlyCost}
          label={t('form.hourlyCost')}
          placeholder={t('form.hourlyCostPlaceholder')}
          inputMode="decimal"
          autoComplete="off"
          hint={{ id: ids.hourlyCostHint, text: t('form.hourlyCostHint') }}
        />
      </div>
      {isSelf ? <p className="text-xs text-muted-foreground">{t('form.ownRole')}</p> : null}
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? t('form.update') : t('form.create')}
      />
    </AppForm>
  );
}
