//! What the CLI prints: a command's value on stdout, an error on stderr, and the exit status.

use super::args::Cli;
use clap::error::ErrorKind;
use clap::CommandFactory;
use serde_json::{json, Value};
use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;

/// A command failed (bad setup, unreadable record, a game that panicked).
const FAILED: u8 = 1;

/// Prints a command's result: the value on stdout (one line with `--json`, pretty otherwise),
/// or the error on stderr with exit status 1.
pub fn report(result: Result<Value, Value>, json: bool) -> ExitCode {
    report_as(result, json, |value| serde_json::to_string_pretty(value).unwrap_or_default())
}

/// As [`report`], with the command's own text for a person when `--json` is not given.
pub fn report_as(result: Result<Value, Value>, json: bool, as_text: impl Fn(&Value) -> String) -> ExitCode {
    match result {
        Ok(value) => {
            let text = if json { value.to_string() } else { as_text(&value) };
            match write_line(io::stdout().lock(), &text) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    let _ = write_line(io::stderr().lock(), &format!("loomhall: cannot write the output: {e}"));
                    ExitCode::from(FAILED)
                }
            }
        }
        Err(error) => {
            let text = match (&error, json) {
                (_, true) => json!({ "error": error }).to_string(),
                (Value::String(message), false) => format!("loomhall: {message}"),
                // A typed error (a replay's or a scenario's): the field or action, then the sentence.
                (Value::Object(e), false) if e.get("message").is_some_and(Value::is_string) => {
                    let mut text = String::from("loomhall: ");
                    if let Some(i) = e.get("action_index").and_then(Value::as_u64) {
                        text.push_str(&format!("action {i}: "));
                    }
                    let message = e["message"].as_str().unwrap_or_default();
                    let field =
                        e.get("field").and_then(Value::as_str).filter(|f| !f.is_empty() && !message.contains(f));
                    if let Some(field) = field {
                        text.push_str(&format!("field `{field}`: "));
                    }
                    text.push_str(message);
                    text
                }
                (_, false) => format!("loomhall: {error}"),
            };
            let _ = write_line(io::stderr().lock(), &text);
            ExitCode::from(FAILED)
        }
    }
}

/// Reports what clap refused (exit 2, with the usage), or prints the help or version it was
/// asked for (exit 0). With `--json` a refusal is `{"error", "usage"}` on stderr, the usage
/// being that of the command the arguments name.
pub fn usage_error(err: clap::Error, args: &[OsString]) -> ExitCode {
    let asked_for_help = matches!(err.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion);
    if !wants_json(args) || asked_for_help {
        let _ = err.print();
        return ExitCode::from(exit_status(&err));
    }
    let text = err.render().to_string();
    let message = match err.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => "a command is required".to_string(),
        // The lines before the usage: the refusal and clap's hints ("[possible values: ..]").
        _ => text
            .lines()
            .take_while(|l| !l.starts_with("Usage:") && !l.starts_with("For more information"))
            .map(|l| l.trim().trim_start_matches("error: "))
            .filter(|l| !l.is_empty())
            .fold(String::new(), |message, line| match message.chars().last() {
                None => line.to_string(),
                Some(':') => format!("{message} {line}"),
                Some(_) => format!("{message}; {line}"),
            }),
    };
    let usage = json!({ "error": message, "usage": usage_of(args) });
    let _ = write_line(io::stderr().lock(), &usage.to_string());
    ExitCode::from(exit_status(&err))
}

/// The usage line of the command the arguments name (of `loomhall` itself if none).
fn usage_of(args: &[OsString]) -> String {
    let mut cli = Cli::command();
    cli.build();
    let named = args.iter().skip(1).filter_map(|a| a.to_str()).find(|a| !a.starts_with('-'));
    let usage = match named.and_then(|name| cli.find_subcommand_mut(name)) {
        Some(command) => command.render_usage(),
        None => cli.render_usage(),
    };
    usage.to_string().trim_start_matches("Usage: ").to_string()
}

/// Whether the user asked for JSON, read from the raw arguments since clap refused them.
/// Arguments after `--` are values, not flags.
fn wants_json(args: &[OsString]) -> bool {
    args.iter().skip(1).take_while(|a| *a != "--").any(|a| a == "--json")
}

fn exit_status(err: &clap::Error) -> u8 {
    u8::try_from(err.exit_code()).unwrap_or(2)
}

/// Writes `text` and a newline. A reader that has gone away (`loomhall replay … | head`) is not
/// an error: like other command-line tools the program then ends quietly, with exit 0.
fn write_line(out: impl Write, text: &str) -> io::Result<()> {
    let mut out = QuietPipe(out);
    writeln!(out, "{text}")?;
    out.flush()
}

/// A writer for which a closed pipe swallows the output instead of failing.
struct QuietPipe<W>(W);

impl<W: Write> Write for QuietPipe<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self.0.write(buf) {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(buf.len()),
            other => other,
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self.0.flush() {
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
            other => other,
        }
    }
}
