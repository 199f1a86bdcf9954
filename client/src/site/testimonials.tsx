/** A parent's words about Brightday (docs/product.md#payloads: quote, author, role). */
export interface Testimonial {
  quote: string;
  author: string;
  role: string;
}

/** Three sample testimonials, as docs/product.md#about-the-site asks; the section says they are samples. */
export const sampleTestimonials: readonly Testimonial[] = [
  {
    quote:
      'Our mornings used to be one long string of reminders. Now Leo checks his board, starts the timer for brushing his teeth and comes to tell me when he is done.',
    author: 'Priya, Austin',
    role: 'Mom of two',
  },
  {
    quote:
      'The coins did it for us. Bedtime went from forty minutes of negotiating to a routine the girls race through so they can see the stars fill up.',
    author: 'Marcus, Leeds',
    role: 'Dad of three',
  },
  {
    quote:
      'I set it up on our old tablet in ten minutes. My four-year-old loves ticking off each step by herself, and I finally get to drink my coffee warm.',
    author: 'Hannah, Melbourne',
    role: 'Mom of one',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials" className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials" className="text-center text-3xl font-extrabold tracking-tight sm:text-4xl">
          What parents tell us
        </h2>
        <p className="mt-3 text-center text-ink-soft">Sample testimonials from Brightday families.</p>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {sampleTestimonials.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-soft">
                <span aria-hidden="true" className="text-5xl leading-none font-black text-sunrise-500">
                  &ldquo;
                </span>
                <blockquote className="mt-2 flex-1 text-lg text-ink">{item.quote}</blockquote>
                <figcaption className="mt-6">
                  <span className="block font-extrabold">{item.author}</span>
                  <span className="block text-sm font-semibold text-ink-soft">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
