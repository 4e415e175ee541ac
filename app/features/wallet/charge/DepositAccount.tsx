import { Input } from '../../../../design-system';

/**
 * 充值账号: the player's own name by default; a direct downline's account name deposits for
 * that downline (the server checks the name).
 */
export function DepositAccount({ value, onValueChange, subordinates }: { value: string; onValueChange(value: string): void; subordinates: readonly string[] }) {
  return (
    <Input
      label="充值账号"
      value={value}
      onValueChange={(text) => onValueChange(text.trim())}
      maxLength={32}
      list={subordinates.length > 0 ? 'charge-subordinates' : undefined}
      hint={subordinates.length > 0 ? '可填写直属下级的账号，为下级充值' : undefined}
      suffix={
        subordinates.length > 0 ? (
          <datalist id="charge-subordinates">
            {subordinates.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        ) : undefined
      }
    />
  );
}
