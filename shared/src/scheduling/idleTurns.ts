type Turn = { draw: () => void };

type IdleWindow = Window & { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

const waiting: Turn[] = [];
let drawing: Turn | null = null;
let asked = false;

/** After the page's load, at the next idle moment (Safari has no requestIdleCallback: a second later). */
function whenLoadedAndIdle(callback: () => void): void {
  const idleWindow = window as IdleWindow;
  const ask = () =>
    idleWindow.requestIdleCallback ? idleWindow.requestIdleCallback(callback, { timeout: 5000 }) : window.setTimeout(callback, 1000);
  if (document.readyState === 'complete') ask();
  else window.addEventListener('load', ask, { once: true });
}

function askForNextTurn(): void {
  if (drawing || asked || waiting.length === 0) return;
  asked = true;
  whenLoadedAndIdle(() => {
    asked = false;
    if (drawing) return;
    drawing = waiting.shift() ?? null;
    drawing?.draw();
  });
}

/**
 * Runs `draw` at an idle moment once the page has loaded, one at a time: the next waits for the idle moment
 * after the one before has called its `done`. Parts drawn at idle together were one long commit and one
 * long layout; one after another, each is short and the browser answers input between them.
 * The returned function is `done` and cancels a turn still waiting; it may be called more than once.
 */
export function takeIdleTurn(draw: () => void): () => void {
  const turn: Turn = { draw };
  waiting.push(turn);
  askForNextTurn();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
    if (drawing === turn) drawing = null;
    askForNextTurn();
  };
}
