/** A call as the door's guard sees it: its body already read (within the door's limits). */
export interface GuardedCall {
  request: Request;
  path: string;
  method: string;
  body: BufferSource | undefined;
}

/** A refusal answers the call instead of the dashboard; settle learns the dashboard's status. */
export interface GuardVerdict {
  refusal?: Response;
  settle?: (status: number) => Promise<void>;
}

/** Runs once a call's body is read and before the dashboard is asked, so the body is read once. */
export type DoorGuard = (call: GuardedCall) => Promise<GuardVerdict>;
