/**
 * Every modal of docs/contract.md §2 by type name, with the (serializable) props it opens with.
 * Empty here: each module names its own modals in its `modals.ts`, which adds them to this
 * interface by declaration merging, so the kit names no feature (docs/architecture.md §3). One
 * open at a time: the store holds `{ type, props }`, app/_modals/ModalRoot renders it, and
 * app/_modals/registry.ts holds a component for every type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' modals.ts
export interface ModalPropsByType {}

export type ModalType = keyof ModalPropsByType;

export type OpenModal = { [T in ModalType]: { type: T; props: ModalPropsByType[T] } }[ModalType];
