import { AUTOSUGGEST_DEBOUNCE_MS } from '@smuc/sdk';
import { useEffect, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';

/**
 * A free-text field with server suggestions (001 §2 customer and campaign): `suggest` runs 300 ms
 * after the last keystroke (001 §9); a failed or aborted lookup just shows no suggestions.
 */
export function Autosuggest({
  label,
  value,
  onChange,
  suggest,
  isInvalid,
  isDisabled,
  maxLength,
  name,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  suggest: (text: string, signal: AbortSignal) => Promise<string[]>;
  isInvalid?: boolean;
  isDisabled?: boolean;
  maxLength?: number;
  name: string;
}) {
  const text = value ?? '';
  const [items, setItems] = useState<string[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(text, controller.signal)
        .then((names) => setItems(names.filter((n) => n !== text).slice(0, 10)))
        .catch(() => setItems([]));
    }, AUTOSUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, suggest]);
  return (
    <ComboBox
      className="field combo"
      name={name}
      allowsCustomValue
      inputValue={text}
      onInputChange={onChange}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      items={items.map((n) => ({ id: n }))}
      isInvalid={isInvalid}
      isDisabled={isDisabled}
      menuTrigger="input"
    >
      <Label>{label}</Label>
      <Input className="input" maxLength={maxLength} />
      <Popover className="popover" placement="bottom start">
        <ListBox className="listbox">
          {(item: { id: string }) => (
            <ListBoxItem className="listbox-item" id={item.id} textValue={item.id}>
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
