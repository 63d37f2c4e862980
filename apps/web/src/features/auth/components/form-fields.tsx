import { MultiSelect, Select, TextInput, type ComboboxItem, type TextInputProps } from '@mantine/core';
import { flagSelectProps } from '../../../components/flag-select';
import { memo } from 'react';
import { fieldId } from '../utils/field-id';

/**
 * Inputs of the long registration form, memoised on plain props so that typing in one field
 * re-renders that field only (each gets its value and error text, and two stable callbacks:
 * lib/forms/use-field-events).
 */
type Common = {
  name: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  onValue: (name: string, value: unknown) => void;
  onLeave: (name: string) => void;
};

const testId = (name: string) => `register-${name.replace('.', '-')}`;

type TextFieldProps = Common &
  Pick<TextInputProps, 'description' | 'placeholder' | 'maxLength' | 'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'flex'> & {
    value: string;
  };

export const TextField = memo(function TextField({ name, label, error, required, onValue, onLeave, value, ...rest }: TextFieldProps) {
  return (
    <TextInput
      {...rest}
      id={fieldId(name)}
      label={label}
      withAsterisk={required}
      value={value}
      onChange={(event) => onValue(name, event.currentTarget.value)}
      onBlur={() => onLeave(name)}
      error={error}
      data-testid={testId(name)}
    />
  );
});

type SelectFieldProps = Common & {
  value: string | null;
  data: ComboboxItem[];
  placeholder?: string;
  searchable?: boolean;
  nothingFound?: string;
  /** Narrow inputs (the phone prefix) open a wider list. */
  dropdownWidth?: number;
  w?: TextInputProps['w'];
  /** The country an option stands for: its flag starts the option and the chosen value (issue 35 item 6). */
  flagOf?: (value: string) => string | undefined;
};

export const SelectField = memo(function SelectField({
  name,
  label,
  error,
  required,
  onValue,
  onLeave,
  value,
  data,
  nothingFound,
  dropdownWidth,
  flagOf,
  ...rest
}: SelectFieldProps) {
  return (
    <Select
      {...rest}
      {...(flagOf ? flagSelectProps(flagOf, value) : {})}
      id={fieldId(name)}
      label={label}
      withAsterisk={required}
      value={value}
      data={data}
      allowDeselect={false}
      nothingFoundMessage={nothingFound}
      comboboxProps={dropdownWidth ? { width: dropdownWidth, position: 'bottom-start' } : undefined}
      onChange={(next) => {
        onValue(name, next);
        onLeave(name);
      }}
      onBlur={() => onLeave(name)}
      error={error}
      data-testid={testId(name)}
    />
  );
});

type MultiSelectFieldProps = Common & { value: string[]; data: ComboboxItem[]; placeholder?: string };

/** @mantine/form copies its values on every change, so a list value is compared by its items. */
function sameListProps(before: MultiSelectFieldProps, after: MultiSelectFieldProps) {
  const keys = Object.keys(after) as (keyof MultiSelectFieldProps)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) =>
      key === 'value'
        ? before.value.length === after.value.length && before.value.every((item, index) => item === after.value[index])
        : Object.is(before[key], after[key]),
    )
  );
}

export const MultiSelectField = memo(function MultiSelectField({
  name,
  label,
  error,
  required,
  onValue,
  onLeave,
  value,
  data,
  placeholder,
}: MultiSelectFieldProps) {
  return (
    <MultiSelect
      id={fieldId(name)}
      label={label}
      withAsterisk={required}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={data}
      value={value}
      searchable
      onChange={(next) => {
        onValue(name, next);
        onLeave(name);
      }}
      onBlur={() => onLeave(name)}
      error={error}
      data-testid={testId(name)}
    />
  );
}, sameListProps);
