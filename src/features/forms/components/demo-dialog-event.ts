/** Event the demo button dispatches on `window`; the demo dialog listens for it. */
export const OPEN_DEMO_DIALOG_EVENT = 'open-demo-dialog'
