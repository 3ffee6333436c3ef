import { act, fireEvent, render, screen } from '../render';
import { newChange, type SendResult } from '@/modules/offline/change-queue';
import { QUEUE_SENT } from '@/modules/offline/queue-events';
import { useWaitingNotice } from '@/modules/offline/use-waiting-notice';

/** "Waiting for signal: …" under a button goes once every change it speaks of has arrived or been refused (docs/offline.md). */

/** A button whose two changes (keys a and b) wait, as the calculator's two sizes do. */
function Notice() {
  const [text, setText] = useWaitingNotice();
  return (
    <>
      <button type="button" onClick={() => setText('Waiting for signal: two sizes', ['a', 'b'])}>
        Add
      </button>
      <p role="status">{text}</p>
    </>
  );
}

const change = (key: string) => newChange('add', '/basket/data', [], `change ${key}`, {}, key);
const sent = (result: SendResult) => act(() => void window.dispatchEvent(new CustomEvent<SendResult>(QUEUE_SENT, { detail: result })));

describe('the waiting notice under a button', () => {
  it('stays while a change it speaks of waits, and goes once each has arrived or been refused, over several runs', async () => {
    render(<Notice />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for signal: two sizes');

    await sent({ made: [{ change: change('other'), answer: null }], refused: [] });
    await sent({ made: [{ change: change('a'), answer: null }], refused: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for signal: two sizes');

    await sent({ made: [], refused: [{ ...change('b'), refused: 'If you want to order more than 10 products, please contact us.' }] });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
