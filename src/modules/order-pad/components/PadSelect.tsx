import styles from './OrderPad.module.css';

export interface PadOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface PadSelectProps {
  label: string;
  disabled: boolean;
  value: string;
  options: PadOption[];
  onChange: (value: string) => void;
}

/** One of a pad row's variant choices (sheen, type, colour), named by its visible label; a dash while there is nothing to choose. */
export function PadSelect({ label, disabled, value, options, onChange }: PadSelectProps) {
  return (
    <label className={styles.field}>
      <span className="field-label">{label}</span>
      <select className="select" disabled={disabled} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.length === 0 && <option value="">—</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
