import { router } from '@inertiajs/react'
import { useState } from 'react'

type Errors = Record<string, string | undefined>
type PostData = NonNullable<Parameters<typeof router.post>[1]>
type PostOptions = NonNullable<Parameters<typeof router.post>[2]>

/**
 * A post through Inertia's router, with what its form shows: `processing` from the visit's start to
 * its finish, and `errors` of its last answer (its error bag's when the options name one), emptied
 * by a success. The app's own small helper rather than Inertia's useForm/<Form>:
 */
export function usePost() {
  const [processing, setProcessing] = useState(false)
  const [errors, setErrors] = useState<Errors>({})

  const post = (url: string, data: PostData, options: PostOptions = {}) =>
    router.post(url, data, {
      ...options,
      onStart: (visit) => {
        setProcessing(true)
        return options.onStart?.(visit)
      },
      onSuccess: (page) => {
        setErrors({})
        return options.onSuccess?.(page)
      },
      onError: (received) => {
        setErrors(received)
        return options.onError?.(received)
      },
      onFinish: (visit) => {
        setProcessing(false)
        return options.onFinish?.(visit)
      },
    })

  return { post, processing, errors }
}
