/**
 * Drawing the classic answer turned on a real cube (real-cube.ts): the
 * sentence that says whether it solves, and the two cubes, as held, with the
 * kit's nets. Data and words in, nodes out.
 */
import type { Catalogue } from '../../i18n/catalogue.ts';
import { netSvg } from '../shared/net-svg.ts';
import { pageMessages } from '../../i18n/page-language.ts';
import { answerOnRealCube } from './real-cube.ts';

/** The classic answer turned on the reader's real cube: both cubes drawn, and whether it is solved. */
export function drawRealCube(box: HTMLElement, scramble: string, solution: string[] | null, words: Catalogue['classic']['compare'] = pageMessages().classic.compare): void {
  const t = words.real;
  const result = answerOnRealCube(scramble, solution);
  const sentence = document.createElement('p');
  sentence.className = 'cc-real-verdict';
  sentence.dataset.solved = String(result?.solved ?? false);
  sentence.textContent = result === null ? t.none : result.solved ? t.solved : t.notSolved;
  if (result === null) {
    box.replaceChildren(sentence);
    return;
  }
  const figure = (colours: typeof result.before, caption: string) => {
    const f = document.createElement('figure');
    const c = document.createElement('figcaption');
    c.textContent = caption;
    f.append(netSvg(colours, caption), c);
    return f;
  };
  const nets = document.createElement('div');
  nets.className = 'cc-real-nets';
  nets.append(figure(result.before, t.before(scramble || '—')), figure(result.after, t.after(solution!.join(' ') || '—')));
  box.replaceChildren(sentence, nets);
}

