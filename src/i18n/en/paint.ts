/** "Paint your cube" in English: the palette, its tools, the help and the line that says what the start is. */
export const paint = {
  /** The button that turns painting on and off (aria-pressed). */
  toggle: 'Paint my cube',
  /** Leaves a painted start for the scramble field. */
  back: 'Back to the scramble',
  paintWith: 'Paint with',
  fillFace: 'Fill face',
  fromSolved: 'Start from solved',
  clear: 'Clear',
  help: "Hold your cube as you want to solve it and paint what you see: up face on top, then left, front, right, back; down at the bottom. Click or tap a sticker to paint it, or move with the arrow keys and press a colour's key.",
  /** The 3×3×3's help (chapter 10): its centres say how the cube is held. */
  threeHelp:
    "Hold your cube as you want to solve it and paint what you see: up face on top, then left, front, right, back; down at the bottom. The centres say how you hold it: Start from solved paints each face in its centre's colour, and Clear keeps the centres. Click or tap a sticker to paint it, or move with the arrow keys and press a colour's key.",
  netLabel: 'Your cube, unfolded: arrow keys move between stickers, W R G Y O B or 1 to 6 paint, F fills the face',
  banner: {
    painting: 'Start: the cube you are painting (the scramble field is set aside until you go back to it).',
    notACube: 'Start: your painting, which is not a cube yet. Paint on, or go back to the scramble.',
    noScramble: 'Start: your painted cube. Its colour scheme is not the standard one turned, so no scramble makes these colours.',
    converting: 'Start: your painted cube. Its scramble goes into the field once the solver has it.',
    fromLink: 'Start: the painted cube this link carries.',
    /** A painted 3×3×3 that reads as a cube: it stays the start (painted-cube.ts). */
    painted: 'Start: your painted cube. Go back to the scramble to solve that instead.',
  },
};
