// The screener's search field. The address holds the search (a link reopens it), and writing it re-filters and
// redraws the whole screener in the router's transition. A field controlled by the address showed its old value
// until that render landed, and lost a key typed meanwhile. So what is typed shows at once, here, and the address
// follows once the keystroke's frame is painted, so that the screener's render does not hold that frame back.
import { useState, type ComponentProps } from 'react';
import { useAfterPaint } from '../../lib/after-paint';

interface Typed {
  text: string;
  /** Each value typed since the address last matched: one of them arriving is the address catching up. */
  written: readonly string[];
}

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'>;

export function SearchField({
  value,
  onSearch,
  ...input
}: InputProps & { value: string; onSearch: (text: string) => void }) {
  const [typed, setTyped] = useState<Typed | null>(null);
  const [address, setAddress] = useState(value);
  if (value !== address) {
    setAddress(value);
    // The address was changed elsewhere (the reset button): it is shown again.
    if (typed && !typed.written.includes(value)) setTyped(null);
  }
  const write = useAfterPaint(onSearch);
  return (
    <input
      {...input}
      type="search"
      value={typed?.text ?? value}
      onChange={(event) => {
        const text = event.target.value;
        // What was typed since the address last had what the field showed. Told in the handler, from the address
        // the page has committed: a render while the router's transition is pending shows the address from before.
        setTyped((before) => ({
          text,
          written: before && before.text !== value ? [...before.written, text] : [text],
        }));
        write(text);
      }}
    />
  );
}
