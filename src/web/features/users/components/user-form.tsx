import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

import type { UserRole, UserStatus } from '#contract/constants.ts';
import type { User } from '#contract/schemas/user.ts';
import { CreateUserInputSchema, UpdateUserInputSchema } from '#contract/schemas/user.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#web/components/ui/select.tsx';
import { toastOutcome } from '#web/lib/notify.ts';

import { useCreateUser } from '../api/create-user.ts';
import { useStoreOptions } from '../api/get-store-options.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { fieldErrors, withoutField } from '../lib/field-errors.ts';
import { ROLE_OPTIONS, STATUS_OPTIONS } from '../lib/user-options.ts';

const NO_STORE = 'none';

export interface UserFormProps {
  /** The user being edited, or null to create one. */
  editing: User | null;
  currentUserId: string;
  onDone: () => void;
}

/**
 * Create a user (name, username, password, role, status) or edit one (product rules §5): on edit the
 * username is read-only and only name, role and status are sent, plus a manager's store.
 */
export function UserForm({ editing, currentUserId, onDone }: UserFormProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [username, setUsername] = useState(editing?.username ?? '');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<UserRole>(editing?.role ?? 'technician');
  const [status, setStatus] = useState<UserStatus>(editing?.status ?? 'active');
  const [locationId, setLocationId] = useState(editing?.locationId ?? NO_STORE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createMutation = useCreateUser();
  const updateMutation = useUpdateUser();
  const storesQuery = useStoreOptions(role === 'manager');
  const ids = {
    name: useId(),
    username: useId(),
    password: useId(),
    role: useId(),
    status: useId(),
    store: useId(),
    hint: useId(),
  };
  const isSelf = editing?.id === currentUserId;
  const isPending = createMutation.isPending || updateMutation.isPending;
  // Product rules §5: name, username and password are required to create.
  const canSave =
    name.trim() !== '' &&
    (editing !== null || (username.trim() !== '' && password !== '')) &&
    !isPending;
  const chosenStore = role === 'manager' && locationId !== NO_STORE ? locationId : null;

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    if (editing) {
      const parsed = UpdateUserInputSchema.safeParse({ name, role, status });
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.error));
        return;
      }
      setErrors({});
      updateMutation.mutate(
        {
          id: editing.id,
          name: parsed.data.name,
          role,
          status,
          ...(role === 'manager' ? { locationId: chosenStore } : {}),
        },
        toastOutcome('User updated successfully', 'Failed to update user', onDone),
      );
      return;
    }
    const parsed = CreateUserInputSchema.safeParse({
      name,
      username,
      password,
      role,
      status,
      locationId: chosenStore,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    createMutation.mutate(
      { ...parsed.data },
      toastOutcome('User created successfully', 'Failed to create user', () => {
        setName('');
        setUsername('');
        setPassword('');
        setRole('technician');
        setStatus('active');
        setLocationId(NO_STORE);
        onDone();
      }),
    );
  }

  return (
    <form
      className="grid gap-3 rounded-lg border bg-muted/40 p-4"
      onSubmit={handleSubmit}
      aria-label={editing ? `Edit ${editing.name}` : 'Add user'}
      noValidate
    >
      <h3 className="text-sm font-semibold">{editing ? 'Edit User' : 'Add New User'}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={ids.name} label="Name" error={errors.name}>
          <Input
            id={ids.name}
            value={name}
            maxLength={100}
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids.name}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setErrors((current) => withoutField(current, 'name'));
            }}
          />
        </FormField>
        <FormField id={ids.username} label="Username" error={errors.username}>
          <Input
            id={ids.username}
            value={username}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            readOnly={editing !== null}
            aria-readonly={editing !== null ? true : undefined}
            className={editing ? 'bg-muted text-muted-foreground' : undefined}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? `${ids.username}-error` : undefined}
            onChange={(event) => {
              setUsername(event.target.value);
              setErrors((current) => withoutField(current, 'username'));
            }}
          />
        </FormField>
        {editing ? null : (
          <FormField
            id={ids.password}
            label="Password"
            error={errors.password}
            hint={{ id: ids.hint, text: 'User should change password on first login' }}
            className="sm:col-span-2"
          >
            <Input
              id={ids.password}
              type="password"
              value={password}
              maxLength={256}
              autoComplete="new-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${ids.password}-error ${ids.hint}` : ids.hint}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors((current) => withoutField(current, 'password'));
              }}
            />
          </FormField>
        )}
        <FormField id={ids.role} label="Role">
          <Select
            value={role}
            disabled={isSelf}
            onValueChange={(value) => {
              setRole(value as UserRole);
            }}
          >
            <SelectTrigger id={ids.role}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ROLE_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={ids.status} label="Status">
          <Select
            value={status}
            disabled={isSelf}
            onValueChange={(value) => {
              setStatus(value as UserStatus);
            }}
          >
            <SelectTrigger id={ids.status}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_OPTIONS.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {role === 'manager' ? (
          <FormField id={ids.store} label="Store" className="sm:col-span-2">
            <Select value={locationId} onValueChange={setLocationId}>
              <SelectTrigger id={ids.store}>
                <SelectValue
                  placeholder={storesQuery.isPending ? 'Loading stores...' : undefined}
                />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_STORE}>No store</SelectItem>
                {storesQuery.data?.map((store) => (
                  <SelectItem key={store.id} value={store.id}>
                    {store.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
        ) : null}
      </div>
      {isSelf ? (
        <p className="text-xs text-muted-foreground">You cannot change your own role or status.</p>
      ) : null}
      <FormActions
        isEditing={editing !== null}
        isPending={isPending}
        canSave={canSave}
        onCancel={onDone}
        submitLabel={editing ? 'Update User' : 'Create User'}
      />
    </form>
  );
}
