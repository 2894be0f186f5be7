//! The headless CLI: list games, simulate, run tournaments, replay records, benchmark, list
//! cards, check scenarios.
//! Every command with `--json` prints one JSON value on stdout; errors go to stderr (as JSON
//! with `--json`) with a non-zero exit: 1 when the command fails, 2 for a usage error.
//! See docs/cli.md. Native only: the arguments are parsed with clap, which wasm32 builds
//! never compile (the browser has its own entry points, `home.rs`, `web.rs` and `worker_<game>.rs`).
#![forbid(unsafe_code)]

/// The CLI's modules, in `src/bin/loomhall/`.
#[cfg(not(target_arch = "wasm32"))]
#[path = "loomhall"]
mod cli {
    mod args;
    mod bench;
    mod cards;
    mod lesson;
    mod output;
    mod panics;
    mod replay;
    mod runs;
    mod scenario;
    mod simulate;
    mod tournament;

    use args::{Cli, Command, LessonCommand, ScenarioCommand};
    use clap::Parser;
    use loomhall::games;
    use serde_json::Value;
    use std::process::ExitCode;

    pub fn main() -> ExitCode {
        let cli = match Cli::try_parse() {
            Ok(cli) => cli,
            Err(err) => return output::usage_error(err, &std::env::args_os().collect::<Vec<_>>()),
        };
        panics::install_hook();
        let result: Result<Value, Value> = match cli.command {
            Command::Games => Ok(serde_json::to_value(games::library()).unwrap_or(Value::Null)),
            Command::Simulate(run) => simulate::simulate(run),
            Command::Tournament(run) => tournament::tournament(run),
            Command::Replay(args) => replay::replay(&args),
            Command::Bench(args) => bench::bench(&args),
            Command::Cards(args) => return output::report_as(cards::cards(&args), cli.json, cards::as_text),
            Command::Scenario(ScenarioCommand::Check(args)) => {
                return output::report_as(scenario::check(&args), cli.json, scenario::as_text)
            }
            Command::Lesson(LessonCommand::Check(args)) => {
                return output::report_as(lesson::check(&args), cli.json, lesson::as_text)
            }
        };
        output::report(result, cli.json)
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    eprintln!("loomhall is the native command line; the browser app is loomhall-web");
}
