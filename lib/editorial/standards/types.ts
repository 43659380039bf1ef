/** An authored policy document (the content standards pages of /fusePage). */
interface StandardSection {
  /** Anchor id, ASCII. */
  id: string;
  title: string;
  paragraphs?: string[];
  /** A bulleted list; `term` items render as "term：text". */
  items?: { term?: string; text: string }[];
  /** An ordered procedure. */
  steps?: string[];
}

export interface StandardDocument {
  title: string;
  /** One-paragraph summary: the page's lead and meta description. */
  summary: string;
  /** yyyy-mm-dd of the version in force. */
  effective: string;
  version: string;
  sections: StandardSection[];
}
