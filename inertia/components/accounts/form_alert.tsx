/** A whole-form message (wrong credentials, too many attempts, invalid link). */
export default function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null
  return (
    <p className="form-alert" role="alert" data-testid="form-alert">
      {message}
    </p>
  )
}
