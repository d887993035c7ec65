/**
 * Table bodies from plain row descriptions: a row header (`<th scope=row>`,
 * so a screen reader announces it with each cell) and cells, with optional
 * classes and data attributes. Widgets describe rows; this makes the DOM.
 */

/** One cell: its text, or text with a class and data attributes. */
export type CellSpec = string | { readonly text: string; readonly className?: string; readonly data?: Readonly<Record<string, string>> };

export interface RowSpec {
  /** The row header's text. */
  readonly head: string;
  readonly cells: readonly CellSpec[];
  readonly className?: string;
  readonly data?: Readonly<Record<string, string>>;
}

/**
 * A `<tr>` for `spec`, made in `doc`.
 * @example tableRow(document, { head: '3', cells: ['321', { text: '0.0087 %', className: 'num' }] })
 */
export function tableRow(doc: Document, spec: RowSpec): HTMLTableRowElement {
  const tr = doc.createElement('tr');
  if (spec.className) tr.className = spec.className;
  Object.assign(tr.dataset, spec.data);
  const th = doc.createElement('th');
  th.scope = 'row';
  th.textContent = spec.head;
  tr.append(th);
  for (const cell of spec.cells) {
    const td = doc.createElement('td');
    if (typeof cell === 'string') td.textContent = cell;
    else {
      td.textContent = cell.text;
      if (cell.className) td.className = cell.className;
      Object.assign(td.dataset, cell.data);
    }
    tr.append(td);
  }
  return tr;
}

/** Replaces the rows of `body` with one row per spec. */
export function renderRows(body: HTMLTableSectionElement, specs: readonly RowSpec[]): void {
  body.replaceChildren(...specs.map((spec) => tableRow(body.ownerDocument, spec)));
}
