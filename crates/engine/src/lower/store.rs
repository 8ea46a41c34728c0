//! What the stores of long work say — a board database or an opening book (boyi-tablebase's
//! `TablebaseError`), a writer's lock (boyi-fs's `LockError`), a sequence's checkpoint
//! (boyi-games' `CheckpointFault`) — as messages of the catalogue.

use crate::said::own_words;
use boyi_fs::{Guarded, LockError};
use boyi_i18n::Lang;
use boyi_report::{phrase, Phrase};
use boyi_tablebase::TablebaseError;

/// What a lock guards.
fn guarded_phrase(g: &Guarded) -> Phrase {
    let at = |p: &std::path::Path| p.display().to_string();
    match g {
        Guarded::Database(dir) => phrase!("lock-guards-database", dir = at(dir)),
        Guarded::Book(dir) => phrase!("lock-guards-book", dir = at(dir)),
        Guarded::Checkpoint(file) => phrase!("lock-guards-checkpoint", file = at(file)),
        Guarded::Named(words) => own_words(words),
    }
}

/// A lock another process holds (the operating system's failures are said with
/// [`crate::os_reason`] by [`message`]).
pub(crate) fn held_phrase(what: &Guarded, path: &std::path::Path, holder: &str) -> Phrase {
    let what = guarded_phrase(what);
    let path = path.display().to_string();
    if holder.is_empty() {
        phrase!("lock-held-by-another", what = what, path = path)
    } else {
        phrase!("lock-held", what = what, holder = holder, path = path)
    }
}

/// A lock that could not be taken, in `lang`.
fn lock_message(lang: Lang, e: &LockError) -> String {
    match e {
        LockError::Held { what, path, holder } => {
            crate::said::phrase_words(lang, &held_phrase(what, path, holder))
        }
        LockError::Io { path, source } => boyi_i18n::tr!(
            lang,
            "lock-cannot-lock",
            path = path.display().to_string(),
            why = crate::os_reason(lang, source)
        ),
    }
}

/// The id of a lock's failure.
fn lock_id(e: &LockError) -> &'static str {
    match e {
        LockError::Held { holder, .. } if holder.is_empty() => "lock-held-by-another",
        LockError::Held { .. } => "lock-held",
        LockError::Io { .. } => "lock-cannot-lock",
    }
}

/// A database's or a book's failure as a phrase; `None` for those worded with the operating
/// system's reason ([`database_message`]) or elsewhere (boyi-core's).
fn database_phrase(e: &TablebaseError) -> Option<Phrase> {
    use TablebaseError as T;
    let at = |p: &std::path::Path| p.display().to_string();
    Some(match e {
        T::Missing { dir } => phrase!("db-missing", dir = at(dir)),
        T::Corrupt { path, reason } => {
            phrase!("db-corrupt", path = at(path), why = own_words(reason))
        }
        T::Mismatch { dir, found, wanted } => phrase!(
            "db-mismatch",
            dir = at(dir),
            found = found.as_str(),
            wanted = wanted.as_str()
        ),
        T::Incomplete { dir, tier } => phrase!("db-incomplete", dir = at(dir), tier = *tier),
        T::Busy { dir, holder } => phrase!("db-busy", dir = at(dir), holder = holder.as_str()),
        T::Unfinished { dir } => phrase!("db-unfinished", dir = at(dir)),
        T::Unreachable => phrase!("db-unreachable"),
        T::TooLarge { need, limit } => {
            phrase!("db-too-large", need = *need >> 20, limit = *limit >> 20)
        }
        T::Contract(m) => phrase!("db-contract", why = own_words(m)),
        T::Cluster(m) => phrase!("db-cluster", why = own_words(m)),
        T::Locked(LockError::Held { what, path, holder }) => held_phrase(what, path, holder),
        _ => return None,
    })
}

/// A database's or a book's failure in `lang`.
pub(crate) fn database_message(lang: Lang, e: &TablebaseError) -> String {
    match (e, database_phrase(e)) {
        (_, Some(p)) => crate::said::phrase_words(lang, &p),
        (TablebaseError::Io { path, source }, None) => boyi_i18n::tr!(
            lang,
            "db-io",
            path = path.display().to_string(),
            why = crate::os_reason(lang, source)
        ),
        (TablebaseError::Locked(l), None) => lock_message(lang, l),
        (e, None) => e.to_string(),
    }
}

/// The id of a database's or a book's failure.
pub(crate) fn database_id(e: &TablebaseError) -> &'static str {
    match (e, database_phrase(e)) {
        (_, Some(p)) => boyi_i18n::catalogued_id(&p.id).unwrap_or("error-database"),
        (TablebaseError::Io { .. }, None) => "db-io",
        (TablebaseError::Locked(l), None) => lock_id(l),
        _ => "error-database",
    }
}

/// Why a file is not a sequence checkpoint.
pub(crate) fn checkpoint_fault(f: boyi_games::octal::CheckpointFault) -> Phrase {
    use boyi_games::octal::CheckpointFault as F;
    match f {
        F::Older => phrase!("checkpoint-older"),
        F::Header => phrase!("checkpoint-header"),
        F::Truncated => phrase!("checkpoint-truncated"),
        F::Checksum => phrase!("checkpoint-checksum"),
        F::NameTooLong => phrase!("checkpoint-name-too-long"),
        F::Name => phrase!("checkpoint-name"),
        F::Method => phrase!("checkpoint-method"),
        F::Width => phrase!("checkpoint-width"),
        F::Count => phrase!("checkpoint-count"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn has_chinese(s: &str) -> bool {
        s.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
    }

    /// Each failure of a database, a book and a lock in Chinese, and in English word for word
    /// the lower crate's own `Display` (which library users read).
    #[test]
    fn every_store_failure_in_both_languages() {
        let dir = || PathBuf::from("games/c4");
        let held = |holder: &str| LockError::Held {
            what: Guarded::Database(dir()),
            path: dir().join(".lock"),
            holder: holder.into(),
        };
        let all = [
            TablebaseError::Missing { dir: dir() },
            TablebaseError::Corrupt {
                path: dir().join("tier-003.bin"),
                reason: "bad checksum".into(),
            },
            TablebaseError::Mismatch {
                dir: dir(),
                found: "tictactoe".into(),
                wanted: "connect4 4x4".into(),
            },
            TablebaseError::Incomplete {
                dir: dir(),
                tier: 7,
            },
            TablebaseError::Busy {
                dir: dir(),
                holder: "pid 12 (boyi solve)".into(),
            },
            TablebaseError::Unfinished { dir: dir() },
            TablebaseError::Unreachable,
            TablebaseError::TooLarge {
                need: 5 << 30,
                limit: 1 << 30,
            },
            TablebaseError::Contract("tier 3 has no index".into()),
            TablebaseError::Cluster("rank 2 failed".into()),
            TablebaseError::Locked(held("pid 12 (boyi solve)")),
            TablebaseError::Locked(held("")),
            TablebaseError::Io {
                path: dir().join("manifest.json"),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
        ];
        for e in &all {
            assert_eq!(database_message(Lang::En, e), e.to_string());
            let zh = database_message(Lang::Zh, e);
            assert!(has_chinese(&zh), "{e}: {zh}");
            let id = database_id(e);
            assert!(boyi_i18n::has_message(id), "{e}: {id}");
        }
        assert_eq!(database_id(&all[0]), "db-missing");
        assert_eq!(database_id(&all[10]), "lock-held");
        for g in [
            Guarded::Book(dir()),
            Guarded::Checkpoint(dir().join("k.ckpt")),
        ] {
            let p = held_phrase(&g, &dir(), "");
            assert!(crate::said::phrase_words(Lang::En, &p).starts_with(&g.to_string()));
        }
    }

    #[test]
    fn every_checkpoint_fault_in_both_languages() {
        use boyi_games::octal::CheckpointFault as F;
        for f in [
            F::Older,
            F::Header,
            F::Truncated,
            F::Checksum,
            F::NameTooLong,
            F::Name,
            F::Method,
            F::Width,
            F::Count,
        ] {
            let p = checkpoint_fault(f);
            assert_eq!(crate::said::phrase_words(Lang::En, &p), f.to_string());
            assert!(has_chinese(&crate::said::phrase_words(Lang::Zh, &p)), "{f}");
        }
    }
}
