import type * as React from 'react';
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
  useFormContext,
} from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  TextareaField,
  type TextareaFieldProps,
  TextField,
  type TextFieldProps,
} from '@/components/ui/field';

interface FormProps<Values extends FieldValues, Output>
  extends Omit<React.ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with the schema's output once the input passes it. */
  onSubmit: SubmitHandler<Output>;
  /** Called with the messages when the input fails the schema (they are already on the fields). */
  onInvalidInput?: SubmitErrorHandler<Values>;
}

/**
 * A form whose fields (FormTextField, FormTextareaField) take their value and message from `form`.
 * The browser's own validation is off unless `noValidate={false}`: the schema's messages are shown.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalidInput,
  children,
  ...props
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form
        noValidate
        {...props}
        onSubmit={(event) => {
          // React bubbles a submit out of a portal (a dialog) into the form around it: keep it here.
          event.stopPropagation();
          void form.handleSubmit(onSubmit, onInvalidInput)(event);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** The message the last submit (or the server) left on a field. */
function useFieldError<Values extends FieldValues>(name: Path<Values>) {
  const { getFieldState, formState } = useFormContext<Values>();
  return getFieldState(name, formState).error?.message;
}

type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & {
  name: Path<Values>;
  /** Removes the field's message as soon as the user edits it, instead of on the next submit. */
  clearErrorOnChange?: boolean;
};

/** A labelled input of the surrounding Form, with its message under it. */
export function FormTextField<Values extends FieldValues>({
  name,
  clearErrorOnChange,
  ...props
}: FormTextFieldProps<Values>) {
  const { register, clearErrors } = useFormContext<Values>();
  const error = useFieldError<Values>(name);
  return (
    <TextField
      {...props}
      {...register(name, clearErrorOnChange ? { onChange: () => clearErrors(name) } : undefined)}
      error={error}
    />
  );
}

type FormTextareaFieldProps<Values extends FieldValues> = Omit<
  TextareaFieldProps,
  'name' | 'error' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> & { name: Path<Values> };

/** A labelled textarea of the surrounding Form, its description above and its message below. */
export function FormTextareaField<Values extends FieldValues>({
  name,
  ref: outerRef,
  ...props
}: FormTextareaFieldProps<Values>) {
  const { register } = useFormContext<Values>();
  const error = useFieldError<Values>(name);
  const { ref, ...field } = register(name);
  return (
    <TextareaField
      {...props}
      {...field}
      // The form needs the element (to focus it on an error), and so may the page (to select text).
      ref={(element: HTMLTextAreaElement | null) => {
        ref(element);
        if (typeof outerRef === 'function') outerRef(element);
        else if (outerRef) outerRef.current = element;
      }}
      error={error}
    />
  );
}

type SubmitButtonProps = Omit<React.ComponentProps<typeof Button>, 'type' | 'asChild'> & {
  /** While the form's request runs: the button is disabled and says `pendingLabel`. */
  pending: boolean;
  pendingLabel: string;
  /** Shown before the label in both states. */
  icon?: React.ReactNode;
};

/** The form's submit button, disabled while its request runs so nothing is sent twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {icon}
      {pending ? pendingLabel : children}
    </Button>
  );
}
