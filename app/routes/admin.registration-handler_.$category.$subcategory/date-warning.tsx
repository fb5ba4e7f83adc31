/** A session whose « Date » text names another day than its date: what staff must correct. */
export function DateWarning({ date, words }: { date: string; words: string }) {
  return (
    <p className="admin-warning">
      <strong>À vérifier{'\u00a0'}:</strong> le champ «{'\u00a0'}Date{'\u00a0'}» indique «{'\u00a0'}
      {words}
      {'\u00a0'}», mais la session est datée du {date}.
    </p>
  )
}
