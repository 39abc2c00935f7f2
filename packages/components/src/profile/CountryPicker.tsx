import { countryList } from '@smuc/sdk';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

/**
 * The account's country: a searchable combo box of the ISO 3166 countries named in the page's
 * language (`countryList`, from the browser's CLDR data). Typing filters by name or code; the value
 * is the ISO code. `error` is shown under the field and marks it invalid.
 */
export function CountryPicker({
  id,
  value,
  onChange,
  error,
  isDisabled,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  error?: string;
  isDisabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryList(i18n.language), [i18n.language]);
  const selected = options.find((o) => o.code === value);
  const [query, setQuery] = useState<string | null>(null);
  const items = useMemo(() => {
    if (query === null || query.trim() === '') return options;
    const q = query.trim().toLocaleLowerCase(i18n.language);
    return options.filter(
      (o) => o.name.toLocaleLowerCase(i18n.language).includes(q) || o.code.toLowerCase() === q,
    );
  }, [options, query, i18n.language]);
  return (
    <ComboBox
      id={id}
      name="country"
      className="field combo field-country"
      items={items.map((o) => ({ id: o.code, label: o.name }))}
      selectedKey={value || null}
      inputValue={query ?? selected?.name ?? ''}
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
      isInvalid={Boolean(error)}
      isRequired
      validationBehavior="aria"
      allowsEmptyCollection
    >
      <Label>
        {t('profile.fields.country')}
        <span aria-hidden> *</span>
      </Label>
      <div className="combo-box">
        <Input className="input" placeholder={t('profile.country.placeholder')} />
        <Button className="btn btn-ghost btn-icon combo-button" aria-label={t('profile.country.show')}>
          <ChevronDown size={16} aria-hidden />
        </Button>
      </div>
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover" placement="bottom start">
        <ListBox
          className="listbox"
          renderEmptyState={() => <div className="listbox-empty muted">{t('profile.country.noMatch')}</div>}
        >
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
