import { parseLetterId } from '@dictation/core';
import { useApi } from '@dictation/core/react';
import { Preloader } from '@dictation/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { messages } from '../messages';
import { letterRedirectTarget } from '../routing/letterRoutes';

/** `letter/{id}`: loads the metadata and sends the user to the right list's letter URL. */
export function LetterRedirectPage() {
  const { id: rawId } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  useEffect(() => {
    const id = parseLetterId(rawId);
    if (id === null) {
      navigate(letterRedirectTarget(rawId, undefined), { replace: true });
      return;
    }
    let current = true;
    api.letters
      .metadataWithLock(id)
      .then(
        (letter) => letterRedirectTarget(rawId, letter),
        () => letterRedirectTarget(rawId, undefined),
      )
      .then((target) => {
        if (current) navigate(target, { replace: true });
      });
    return () => {
      current = false;
    };
  }, [api, rawId, navigate]);
  return <Preloader active label={messages.loading} />;
}
