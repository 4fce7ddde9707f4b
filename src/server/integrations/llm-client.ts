import type OpenAI from 'openai';
import type {
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import { z } from 'zod';

// An OpenAI-compatible chat completions client (OpenAI, Ollama, vLLM, llama.cpp server) behind a
// small interface, used only when AI_BASE_URL is set (architecture §7). Every answer is checked by a
// zod schema; anything else — a refusal, garbage, a timeout, a server down — throws, and the AI
// service falls back to its built-in engine.

const LLM_TIMEOUT_MS = 15_000;
const MAX_TOOL_ROUNDS = 4;

class LlmError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LlmError';
  }
}

export interface LlmTool {
  name: string;
  description: string;
  parameters: z.ZodObject;
  /** Runs with arguments already checked against `parameters`; answers JSON-serialisable data. */
  execute(args: unknown): Promise<unknown>;
}

interface StructuredRequest<Schema extends z.ZodType> {
  /** The schema's name in the request (letters, digits, _ and -). */
  name: string;
  system: string;
  user: string;
  schema: Schema;
}

interface ToolChatRequest {
  system: string;
  user: string;
  tools: LlmTool[];
}

export interface LlmClient {
  readonly model: string;
  structured<Schema extends z.ZodType>(
    request: StructuredRequest<Schema>,
  ): Promise<z.infer<Schema>>;
  chatWithTools(request: ToolChatRequest): Promise<string>;
}

interface LlmClientOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** The whole call's deadline, tool rounds included. */
  timeoutMs?: number;
}

function parseJson(content: string): unknown {
  const trimmed = content.trim();
  // Some local models wrap JSON in a Markdown fence despite the response format.
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/.exec(trimmed);
  try {
    return JSON.parse(fenced?.[1] ?? trimmed);
  } catch (error) {
    throw new LlmError('the model did not answer JSON', { cause: error });
  }
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  // The client library is imported only when a model is configured (here, at once): about 12 MB of
  // resident memory that a server answering with the built-in engine never needs (decision 018,
  // decision 018). Its loading never counts against a call's deadline.
  let connecting: Promise<OpenAI> | undefined;
  function connect(): Promise<OpenAI> {
    connecting ??= import('openai').then(
      ({ default: OpenAIClient }) =>
        new OpenAIClient({
          baseURL: options.baseUrl,
          // Local servers need no key; the client library insists on one.
          apiKey: options.apiKey ?? 'not-needed',
          timeout: timeoutMs,
          maxRetries: 0,
        }),
    );
    return connecting;
  }
  connect().catch(() => undefined);

  async function withDeadline<T>(
    run: (client: OpenAI, signal: AbortSignal) => Promise<T>,
  ): Promise<T> {
    let client: OpenAI;
    try {
      client = await connect();
    } catch (error) {
      throw new LlmError('the model client could not be loaded', { cause: error });
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort(new LlmError(`no answer within ${String(timeoutMs)} ms`));
    }, timeoutMs);
    try {
      return await run(client, controller.signal);
    } catch (error) {
      if (error instanceof LlmError) throw error;
      throw new LlmError(error instanceof Error ? error.message : 'the model call failed', {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    model: options.model,

    structured(request) {
      return withDeadline(async (client, signal) => {
        const completion = await client.chat.completions.create(
          {
            model: options.model,
            temperature: 0,
            messages: [
              { role: 'system', content: request.system },
              { role: 'user', content: request.user },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: request.name,
                schema: z.toJSONSchema(request.schema, { io: 'input' }),
              },
            },
          },
          { signal },
        );
        const content = completion.choices[0]?.message.content;
        if (!content) throw new LlmError('the model answered nothing');
        const parsed = request.schema.safeParse(parseJson(content));
        if (!parsed.success)
          throw new LlmError(`the model's answer failed its schema: ${parsed.error.message}`);
        return parsed.data;
      });
    },

    chatWithTools(request) {
      return withDeadline(async (client, signal) => {
        const tools: ChatCompletionTool[] = request.tools.map((tool) => ({
          type: 'function',
          function: {
            name: tool.name,
            description: tool.description,
            parameters: z.toJSONSchema(tool.parameters, { io: 'input' }),
          },
        }));
        const messages: ChatCompletionMessageParam[] = [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ];
        for (let round = 0; round < MAX_TOOL_ROUNDS; round += 1) {
          const completion = await client.chat.completions.create(
            { model: options.model, temperature: 0, messages, tools },
            { signal },
          );
          const message = completion.choices[0]?.message;
          if (!message) throw new LlmError('the model answered nothing');
          const calls = (message.tool_calls ?? []).filter((call) => call.type === 'function');
          if (calls.length === 0) {
            const answer = message.content?.trim();
            if (!answer) throw new LlmError('the model answered an empty message');
            return answer;
          }
          messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
          for (const call of calls) {
            const tool = request.tools.find((candidate) => candidate.name === call.function.name);
            let result: unknown;
            if (!tool) {
              result = { error: `There is no tool called ${call.function.name}.` };
            } else {
              const args = tool.parameters.safeParse(parseJson(call.function.arguments || '{}'));
              result = args.success
                ? await tool.execute(args.data)
                : { error: `Invalid arguments: ${args.error.message}` };
            }
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
          }
        }
        throw new LlmError(`the model kept calling tools after ${String(MAX_TOOL_ROUNDS)} rounds`);
      });
    },
  };
}
