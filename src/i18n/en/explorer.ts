/** Chapter 3's move explorer in English (widgets/move-explorer/). Entries with markup are the tables' mathematics. */
import { formatCount } from '../../lib/format.ts';

export const explorer = {
  startFrom: 'Start from',
  hint: 'Your scramble, shared with the other chapters. Leave it empty to start from the solved cube.',
  staticStart: 'Starting from the scramble ',
  staticStartEnd: ', ',
  applied: 'Moves applied: ',
  noneYet: 'none yet',
  rows: ['Turns the solver makes', 'Turns of the other three faces'],
  rowLabels: ['Turn', 'Also'],
  apply: (name: string) => `Apply ${name.replace("'", ' prime')}`,
  undo: 'Undo last move',
  reset: 'Back to the scramble',
  /** "R cycles URF → … and …." */
  cycles: (name: string, cycles: readonly string[]) => `${name} cycles ${cycles.join(' and ')}.`,
  newIndex: (index: number) => ` New index ${formatCount(index)}.`,
  noMove: 'No move yet: press a turn above.',
  anyMove: 'any move',
  note: (name: string) =>
    ` ${name} moves the corner in the DBL slot, so the solver recolours (see the lookup below); your next U, R and F still mean the faces you see.`,
  cube3dLabel: 'Cube as held',
  cube3dCaption: 'Your cube, as held, making the last move (drag it, or focus it and use the arrow keys, to look around)',
  netBefore: 'Cube before the last move, as held',
  netAfter: 'Cube after the last move, as held',
  beforeCaption: 'As you hold it, before ',
  beforeCaptionEnd: ', with its cycle',
  afterCaption: 'As you hold it, after',
  arraysBefore: 'Arrays before',
  arraysAfter: 'Arrays after',
  lookupTitle: 'The same turn as two table reads',
  lastStart: 'The explorer still shows the last start that made sense.',
  travels: {
    caption: (name: string) =>
      `What ${name} does to each corner it moves: where it goes, its twist before, the twist added, and its new twist (mod 3)`,
    corner: 'Corner',
    fromTo: 'From → to',
    twist: 'Twist',
    adds: 'Adds',
    new: 'New',
  },
  lookup: {
    column: (name: string, column: number, stride: number) => `Move ${name} is column <var>m</var> = ${column}; each row has ${stride} columns.`,
    index: 'Index',
    notColumn: (name: string) => `${name} is not a column of the move tables: it moves the corner in the DBL slot, which the tables never move.`,
    recolours: (name: string) =>
      `The solver applies ${name} to its eight-corner model, then recolours: the piece now in the DBL slot is called DBL, with twist 0, and the others are relabelled to match.`,
    afterRecolouring: '(the DBL-fixed index after recolouring)',
  },
  order: {
    sequence: 'Sequence',
    hint: 'Any moves in WCA notation; groups like ',
    hintEnd: ' work too.',
    examples: 'Examples',
    try: 'Try:',
    walk: 'State index after each repetition',
    empty: 'The empty sequence changes nothing: order 1.',
    identity: (name: string) => `${name} changes nothing once DBL is held still: order <strong class="of-order">1</strong>.`,
    result: (name: string, order: number) =>
      `${name} has order <strong class="of-order">${order}</strong>: repeated ${order} times it brings the cube back to solved, and no fewer repetitions do.`,
  },
};
