/**
 * happy-dom draws no canvas: a chart gets a context that draws nothing. What a reader of a screen
 * gets from its chart is the chart's table, real markup, which the component tests check.
 * Imported for its effect, after '../test/dom'.
 */
const noDrawing = new Proxy({} as Record<string | symbol, unknown>, {
  get: (kept, key) => (key in kept ? kept[key] : () => ({ width: 0 })),
  set: (kept, key, value) => {
    kept[key] = value;
    return true;
  },
});
HTMLCanvasElement.prototype.getContext = (() => noDrawing) as unknown as HTMLCanvasElement['getContext'];
Object.assign(globalThis, {
  Path2D: class {
    moveTo() {}
    lineTo() {}
    rect() {}
    arc() {}
    bezierCurveTo() {}
    quadraticCurveTo() {}
    closePath() {}
    addPath() {}
  },
});
