import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import css from '../player-editor/player-editor.css?inline';
import { AreaRoot } from '../shell/AreaRoot';
import { Autosuggest } from './Autosuggest';
import { CopyRow } from './CopyRow';
import { DayField } from './DayField';
import { Group, NumberInput, TextInput, Toggle } from './fields';
import { TimeZonePicker } from './TimeZonePicker';

/**
 * The generic form fields areas build their forms from (the player editor first): text, number,
 * switch, copy row, calendar day, time zone and free text with suggestions. Words come from the owning area;
 * these stories pass English ones. Styled here with the player editor's sheet, where they live.
 */
const meta = {
  title: 'UI/Fields',
  component: TextInput,
  args: { id: 'title', label: 'Title', value: 'Spring launch', onChange: fn(), maxLength: 128 },
  decorators: [
    (Story) => (
      <AreaRoot css={css}>
        <div className="card" style={{ maxInlineSize: 480 }}>
          <Story />
        </div>
      </AreaRoot>
    ),
  ],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text input; `error` marks it invalid, `hint` is read with it. */
export const Text: Story = { args: { hint: 'Shown to your viewers.' } };

/** A group of a number input and switches, one of them locked by the owning area. */
export const GroupOfFields: Story = {
  render: function Render() {
    const [count, setCount] = useState<number | null>(50);
    const [chat, setChat] = useState(true);
    return (
      <Group title="Chat">
        <NumberInput id="max" label="Maximum messages" value={count} min={1} max={500} onChange={setCount} />
        <Toggle id="show-chat" label="Show chat" checked={chat} onChange={setChat} />
        <Toggle
          id="moderated"
          label="Moderated chat"
          checked={false}
          onChange={() => {}}
          lock={<span className="muted">Not in your plan</span>}
        />
      </Group>
    );
  },
};

/** A read-only value with its Copy button (a toast says "Copied." after copying). */
export const Copy: Story = {
  render: () => (
    <CopyRow
      id="rtmp-url"
      label="Server URL"
      value="rtmp://live.example.com/app"
      copyText="Copy"
      copiedText="Copied."
    />
  ),
};

/** Every IANA time zone with its offset; typing 3 characters filters. */
export const TimeZone: Story = {
  render: function Render() {
    const [tz, setTz] = useState('Europe/Budapest');
    return (
      <TimeZonePicker
        value={tz}
        onChange={setTz}
        label="Time zone"
        hint="Type at least 3 characters to search."
      />
    );
  },
};

/** Free text with suggestions from a lookup (here a fixed list, filtered by the typed text). */
export const Suggestions: Story = {
  render: function Render() {
    const [value, setValue] = useState('');
    const names = ['Acme', 'Acme Europe', 'Bolt', 'Cedar'];
    return (
      <Autosuggest
        name="customer"
        label="Customer"
        value={value}
        onChange={setValue}
        suggest={async (text) => names.filter((n) => n.toLowerCase().includes(text.toLowerCase()))}
      />
    );
  },
};

/** A calendar day in the area's language (month, day, year in English), never the browser's. */
export const Day: Story = {
  render: function Render() {
    const [day, setDay] = useState('2026-11-28');
    return <DayField label="Start date" name="start" value={day} max="2026-12-31" onChange={setDay} />;
  },
};
