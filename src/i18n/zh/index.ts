/** 中文消息目录：与英文目录（../en/index.ts）逐键对应，缺一个键就是类型错误。 */
import type { Messages } from '../en/index.ts';
import type { Translation } from '../translation.ts';
import { classic } from './classic.ts';
import { complexity } from './complexity.ts';
import { cube } from './cube.ts';
import { exercises } from './exercises.ts';
import { explorer } from './explorer.ts';
import { figures } from './figures.ts';
import { histogram } from './histogram.ts';
import { ida } from './ida.ts';
import { inspector } from './inspector.ts';
import { kit } from './kit.ts';
import { lab } from './lab.ts';
import { notation } from './notation.ts';
import { paint } from './paint.ts';
import { pdb } from './pdb.ts';
import { playground } from './playground.ts';
import { site } from './site.ts';
import { three } from './three.ts';
import { twoPhase } from './two-phase.ts';
import { verification } from './verification.ts';

export const zh: Translation<Messages> = { site, classic, complexity, cube, exercises, explorer, figures, histogram, ida, inspector, kit, lab, notation, paint, pdb, playground, three, twoPhase, verification };
