import { CASE_LIMITS, type CaseDraftRequest, type CaseFields, type CasePicture, type CaseProblem, type CaseRecord } from '@/lib/api/contract/upload';

/** The form's own fields (pictures are kept beside them, in their slots). */
export type FormFields = Omit<CaseFields, 'pictureIds'>;
export type FieldName = keyof FormFields | 'pictures';
export type FieldErrors = Partial<Record<FieldName, string>>;

export const EMPTY_FIELDS: FormFields = { title: '', description: '', classifyId: null, tags: [], location: '', area: null, designCompany: '', coverPictureId: null };

/** The text fields the sensitive-word check reads, with their labels. */
export const TEXT_FIELDS = [
  ['title', '标题'],
  ['description', '设计说明'],
  ['location', '项目地点'],
  ['designCompany', '设计公司'],
  ['tags', '标签'],
] as const satisfies readonly (readonly [keyof FormFields, string])[];
export type TextField = (typeof TEXT_FIELDS)[number][0];

/** The text of one field as the sensitive check sees it (tags joined). */
export function fieldText(fields: FormFields, name: TextField): string {
  return name === 'tags' ? fields.tags.join(' ') : fields[name];
}

export function fieldsOf(record: Pick<CaseRecord, keyof FormFields>): FormFields {
  return {
    title: record.title ?? '',
    description: record.description ?? '',
    classifyId: record.classifyId ?? null,
    tags: Array.isArray(record.tags) ? record.tags : [],
    location: record.location ?? '',
    area: record.area ?? null,
    designCompany: record.designCompany ?? '',
    coverPictureId: record.coverPictureId ?? null,
  };
}

/** What the API stores: the fields trimmed, the pictures in the author's order. */
export function toRequest(caseId: number, fields: FormFields, pictures: readonly CasePicture[]): CaseDraftRequest {
  const ids = pictures.map((p) => p.pictureId);
  return {
    caseId,
    title: fields.title.trim(),
    description: fields.description.trim(),
    classifyId: fields.classifyId,
    tags: fields.tags,
    location: fields.location.trim(),
    area: fields.area,
    designCompany: fields.designCompany.trim(),
    pictureIds: ids,
    coverPictureId: fields.coverPictureId !== null && ids.includes(fields.coverPictureId) ? fields.coverPictureId : (ids[0] ?? null),
  };
}

const L = CASE_LIMITS;

/** A new tag's problem, or null: trimmed, 1..CASE_LIMITS.tag characters, not already there, room left. */
export function tagProblem(tags: readonly string[], tag: string): string | null {
  const t = tag.trim();
  if (!t) return '请输入标签';
  if (t.length > L.tag) return `每个标签最多 ${L.tag} 个字`;
  if (tags.includes(t)) return `已有标签「${t}」`;
  if (tags.length >= L.tags) return `最多 ${L.tags} 个标签`;
  return null;
}

/**
 * The browser's check before submission (the API checks the same again): every field required,
 * within CASE_LIMITS, at least one picture and all of them uploaded. Chinese, per field.
 */
export function validateFields(fields: FormFields, pictures: { uploaded: number; pending: number; failed: number }): FieldErrors {
  const e: FieldErrors = {};
  const title = fields.title.trim();
  if (!title) e.title = '请填写案例标题';
  else if (title.length < 2) e.title = '标题至少 2 个字';
  else if (title.length > L.title) e.title = `标题最多 ${L.title} 个字`;
  const description = fields.description.trim();
  if (!description) e.description = '请填写设计说明';
  else if (description.length < 10) e.description = '设计说明至少 10 个字，介绍项目背景与设计思路';
  else if (description.length > L.description) e.description = `设计说明最多 ${L.description} 个字`;
  if (fields.classifyId === null) e.classifyId = '请选择案例分类';
  if (fields.tags.length === 0) e.tags = '请至少添加 1 个标签';
  else if (fields.tags.length > L.tags) e.tags = `最多 ${L.tags} 个标签`;
  const location = fields.location.trim();
  if (!location) e.location = '请填写项目地点';
  else if (location.length > L.location) e.location = `项目地点最多 ${L.location} 个字`;
  if (fields.area === null || !Number.isFinite(fields.area)) e.area = '请填写项目面积';
  else if (fields.area < L.areaMin || fields.area > L.areaMax) e.area = `面积应在 ${L.areaMin}～${L.areaMax.toLocaleString('zh-CN')} ㎡ 之间`;
  const company = fields.designCompany.trim();
  if (!company) e.designCompany = '请填写设计公司';
  else if (company.length > L.designCompany) e.designCompany = `设计公司最多 ${L.designCompany} 个字`;
  if (pictures.pending > 0) e.pictures = '还有图片正在上传，请等待上传完成';
  else if (pictures.failed > 0) e.pictures = '有图片上传失败，请重试或移除';
  else if (pictures.uploaded === 0) e.pictures = '请至少上传 1 张图片';
  else if (pictures.uploaded > L.pictures) e.pictures = `每个案例最多 ${L.pictures} 张图片`;
  return e;
}

/** The API's problems split into field messages and per-picture messages. */
export function splitProblems(problems: readonly CaseProblem[]): { fields: FieldErrors; pictures: Record<number, string[]> } {
  const fields: FieldErrors = {};
  const pictures: Record<number, string[]> = {};
  for (const p of problems) {
    if (p.pictureId !== undefined) (pictures[p.pictureId] ??= []).push(p.message);
    else {
      const name: FieldName = p.field === 'pictureIds' ? 'pictures' : p.field;
      fields[name] ??= p.message;
    }
  }
  return { fields, pictures };
}

/** Field order on screen: the first field with a problem gets the focus. */
const FIELD_ORDER: FieldName[] = ['title', 'classifyId', 'description', 'tags', 'location', 'area', 'designCompany', 'coverPictureId', 'pictures'];
export const firstProblem = (e: FieldErrors): FieldName | undefined => FIELD_ORDER.find((f) => e[f]);
