import { filterTimeZones, timeZoneOptions } from '@smuc/sdk';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';

/**
 * The stream's time zone (001 §5): a searchable combo box of every IANA zone with its current
 * offset; typing filters from 3 characters on (fewer show the whole list). The owning area gives
 * the `label` and the `hint` under the field.
 */
export function TimeZonePicker({
  value,
  onChange,
  isDisabled,
  label,
  hint,
}: {
  value: string;
  onChange: (tz: string) => void;
  isDisabled?: boolean;
  label: string;
  hint: string;
}) {
  const options = useMemo(() => timeZoneOptions(Date.now()), []);
  const selected = options.find((o) => o.tzCode === value);
  const [query, setQuery] = useState<string | null>(null);
  const items = useMemo(() => (query === null ? options : filterTimeZones(options, query)), [options, query]);
  return (
    <ComboBox
      className="field combo"
      items={items.map((o) => ({ id: o.tzCode, label: o.label }))}
      selectedKey={value}
      inputValue={query ?? selected?.label ?? value}
      onInputChange={(text) => setQuery(text)}
      onSelectionChange={(key) => {
        setQuery(null);
        if (key !== null) onChange(String(key));
      }}
      onOpenChange={(open) => {
        if (!open) setQuery(null);
      }}
      menuTrigger="focus"
      isDisabled={isDisabled}
      allowsEmptyCollection
    >
      <Label>{label}</Label>
      <div className="combo-box">
        <Input className="input" />
        <Button className="btn btn-ghost btn-icon combo-button">
          <ChevronDown size={16} aria-hidden />
        </Button>
      </div>
      <Text slot="description" className="muted hint">
        {hint}
      </Text>
      <Popover className="popover" placement="bottom start">
        <ListBox className="listbox">
          {(item: { id: string; label: string }) => (
            <ListBoxItem className="listbox-item" id={item.id} textValue={item.label}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
