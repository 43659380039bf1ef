/** A form body as an object; a repeated field becomes an array. */
type FormObject = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

function addField(out: FormObject, key: string, value: FormDataEntryValue): void {
  const prev = out[key];
  if (prev === undefined) out[key] = value;
  else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
}

async function readForm(res: Response, essence: string): Promise<FormObject> {
  const out: FormObject = {};
  if (essence === 'multipart/form-data') {
    const form = await res.formData();
    form.forEach((value, key) => addField(out, key, value));
    return out;
  }
  new URLSearchParams(await res.text()).forEach((value, key) => addField(out, key, value));
  return out;
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    // A body that claims JSON but is not (an HTML error page, empty 204) is kept as text.
    return text;
  }
}

/** SPEC §7: read by content type, in this order: text, form, video (Blob), JSON, default text. */
export async function readResponse(res: Response): Promise<unknown> {
  const essence = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (essence.startsWith('text/')) return res.text();
  if (essence.includes('form')) return readForm(res, essence);
  if (essence.startsWith('video/')) return res.blob();
  if (essence === 'application/json' || essence.endsWith('+json')) return readJson(res);
  return res.text();
}

/** Frees the connection of a body nobody will read. */
export function discardBody(res: Response): void {
  res.body?.cancel().catch(() => undefined);
}
