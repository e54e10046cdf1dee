/**
 * The command line: one picocli command per subcommand of {@code ply}, each an adapter that reads
 * its options, wires the pieces of the other packages (config, plugins, tournament, store, report)
 * and turns their outcome into lines for people and an exit code for scripts ({@link
 * dev.ply.host.cli.Main}: 0 everything ran, 1 a failure at run time, 2 a usage or config error, 3 a
 * game plugin broke the game api). Output for people goes through {@code ConsoleText}, which
 * escapes what untrusted players and books wrote.
 */
package dev.ply.host.cli;
