//! `boyi serve`: the web explorer (crate `boyi-web`), when boyi is built with the `serve`
//! feature; without it, a message saying how to get it.

use crate::args::{Command, ServeOpts};
use anyhow::Result;
use boyi_engine::Catalog;

/// Starts the explorer and serves until Ctrl-C.
#[cfg(feature = "serve")]
pub(crate) fn run(s: &ServeOpts, cmd: &Command, catalog: &Catalog) -> Result<()> {
    let game = if cmd.game.is_empty() {
        None
    } else {
        // A mistake in the game's name is said now, not when the page opens.
        Some(catalog.parse_tokens(&cmd.game)?.name().to_string())
    };
    if let Some(host) = &s.host {
        eprintln!(
            "boyi: warning: listening on {host}: other machines that reach this address can use the explorer, and open game files under the current directory"
        );
    }
    let config = boyi_web::Config {
        host: s.host.clone().unwrap_or_else(|| "127.0.0.1".into()),
        port: s.port,
        db: s.db.clone(),
        game,
        memory_mib: cmd.common.memory,
        threads: cmd.common.threads,
        data_dir: Some(boyi_engine::Context::default_data_dir()),
        ..boyi_web::Config::default()
    };
    boyi_web::serve_blocking(
        config,
        |url| println!("boyi explorer: {url} (Ctrl-C to stop)"),
        crate::progress::ctrl_c_flag(),
    )
    .map_err(anyhow::Error::msg)
}

/// Says how to get a boyi with the explorer.
#[cfg(not(feature = "serve"))]
pub(crate) fn run(_: &ServeOpts, cmd: &Command, _: &Catalog) -> Result<()> {
    anyhow::bail!(boyi_i18n::tr!(cmd.lang, "cli-built-without-serve"))
}
