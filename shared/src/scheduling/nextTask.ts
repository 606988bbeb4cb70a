/** Lets the browser in: what comes after runs in a task of its own. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
