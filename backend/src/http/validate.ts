import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { ApiHttpError, ErrorCode } from './envelope';

z.config(z.locales.zhCN());

function describe(issue: z.core.$ZodIssue, input: unknown): string {
  const name = issue.path.map(String).join('.');
  let value: unknown = input;
  for (const key of issue.path) {
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  }
  if (!name) return issue.code === 'invalid_type' ? '请求体必须是 JSON 对象' : `请求参数无效：${issue.message}`;
  if (issue.code === 'invalid_type' && value === undefined) return `缺少参数 ${name}`;
  return `参数 ${name} 无效：${issue.message}`;
}

function badInput(error: z.ZodError, input: unknown): ApiHttpError {
  const first = error.issues[0];
  return new ApiHttpError(400, ErrorCode.BAD_PARAM, first ? describe(first, input) : '请求参数无效');
}

/** Parses `input` with `schema` or throws a 400 envelope error with a Chinese message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badInput(result.error, input);
}

/**
 * Fastify's validator for the zod schemas routes declare (`schema: { querystring, body, params }`):
 * the same 400 envelope as parse(), and the request part becomes the parsed value (defaults,
 * numbers from digit strings). Written here rather than taken from fastify-type-provider-zod so
 * that bad input keeps the API's own Chinese messages (describe()).
 */
export const zodValidator: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: badInput(result.error, data) };
  };

/** Types `request.query` / `body` / `params` of a route from its zod schema (`app.withTypeProvider<ZodTypeProvider>()`). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A body schema for a call that may come without a body: a missing body reads as `{}`. */
export function orEmpty<S extends z.ZodType>(schema: S) {
  return z.preprocess((v) => v ?? {}, schema);
}

/** Query-string integer (decimal digits only, so "1 OR 1=1", "1e9", "0x10" and arrays are rejected). */
export function qInt(min: number, max: number) {
  return z
    .string({ error: '必须是整数' })
    .regex(/^-?\d+$/, { error: '必须是整数' })
    .max(12, { error: `超出范围 ${min}-${max}` })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: `不能小于 ${min}` }).max(max, { error: `不能大于 ${max}` }));
}

/** Positive id (1..2^31). */
export const qId = () => qInt(1, 2_147_483_647);

/** A positive id in a JSON body, as a number or a digit string; `what` names it in the message. */
export const bodyId = (what: string) =>
  z.union([z.number().int(), z.string().regex(/^\d{1,10}$/).transform(Number)], { error: `${what}必须是整数` }).pipe(z.number().int().min(1, { error: `${what}必须是整数` }).max(2_147_483_647, { error: `${what}必须是整数` }));

/** Comma-separated ids in a query string (`ids=1,2,3`), deduplicated, at most `max`. */
export const qIds = (max: number) =>
  z
    .string({ error: 'ids 应为逗号分隔的编号' })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids 应为逗号分隔的编号' })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine((ids) => ids.length <= max, { error: `ids 最多 ${max} 个` });

/**
 * Free text: trimmed, bounded, no control characters, and none of the characters that only
 * injection attempts need in a design-site search (quotes, semicolon, backslash, angle brackets,
 * SQL comment markers). It is bound as data in any case; the rejection makes such probes a clear 400.
 */
export function qText(maxLength: number) {
  return z
    .string({ error: '必须是字符串' })
    .max(maxLength * 4, { error: `长度不能超过 ${maxLength}` })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .max(maxLength, { error: `长度不能超过 ${maxLength}` })
        .regex(/^[^\u0000-\u001f\u007f]*$/, { error: '不能包含控制字符' })
        .regex(/^[^'"`;\\<>]*$/, { error: '不能包含引号、分号、反斜杠或尖括号' })
        .refine((s) => !/--|\/\*|\*\//.test(s), { error: '包含非法字符序列' }),
    );
}

export const pageQuery = {
  page: qInt(1, 1000).optional().default(1),
  pageSize: qInt(1, 100).optional().default(20),
};
