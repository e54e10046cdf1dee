/**
 * The drawing kit: what a game needs to draw a position as SVG for {@link
 * dev.ply.api.GameState#svg()} in a few lines. {@link dev.ply.api.draw.Svg} writes an escaped,
 * standalone document element by element; on it, {@link dev.ply.api.draw.SquareGrid} draws square
 * boards (chess, Connect Four, Othello, tic-tac-toe), {@link dev.ply.api.draw.Intersections} Go's
 * lines and stones, {@link dev.ply.api.draw.Pits} a mancala board, {@link
 * dev.ply.api.draw.HexCells} hexagonal lattices (Chinese checkers), {@link dev.ply.api.draw.Dice}
 * and {@link dev.ply.api.draw.Cards} dice and cards. {@link dev.ply.api.draw.SvgDocument} checks a
 * drawing against the contract and reads it back, for the host and for tests.
 */
package dev.ply.api.draw;
