"""Manoeuvres for driving and walking robots, drawn as goals first and then put into words: turns
either side by any angle with a radius or in place, drives and reverses by speed, time or distance,
sequences of 2-4 of them, and the hazards to stop for (docs/tasks.md, "Curriculum")."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from safe_codegen.tasks.curriculum.words import Split, Voiced, adjective, integer_words, pick, quantity
from safe_codegen.tasks.goals import Move

# Slow enough that a loop of 20 Hz steps lands within the judge's 5 degrees (one extra step: 2.3 degrees).
MAX_ANGULAR = 0.8  # rad/s
MAX_SEGMENT = 15.0  # seconds of one manoeuvre
MAX_TOTAL = 30.0  # seconds of a whole sequence (the simulator's budget is 60 s)


@dataclass(frozen=True)
class Vehicle:
    """A robot's manoeuvre vocabulary and number ranges."""

    body: Split  # "car", "robot": what is driven
    goes: Split  # "drives", "walks": the verb of a moving turn
    forward: Split  # verb phrases for moving straight ahead
    reverse: Split  # ... and backwards
    hazards: Split  # of dicts: proposition -> (plural noun, "a" + singular)
    angle: Split
    radius: Split
    time: Split
    speed: Split
    distance: Split
    max_speed: float


_SIDES = {"left": (("left", "to the left", "counterclockwise", "anticlockwise"), ("left", "counterclockwise")),
          "right": (("right", "to the right", "clockwise"), ("right", "clockwise"))}
# side -> (words after a verb, words before a noun)
SIDES = Split(_SIDES, _SIDES, {
    "left": (("to the left", "leftward", "anti-clockwise", "counter-clockwise", "to its left"),
             ("left", "left-hand", "counter-clockwise")),
    "right": (("to the right", "rightward", "clockwise", "to its right"), ("right", "right-hand", "clockwise"))}, {
    "left": (("left", "CCW", "towards the left", "counterclockwise"), ("left", "CCW", "leftward")),
    "right": (("right", "CW", "towards the right", "clockwise"), ("right", "CW", "rightward"))}, {
    "left": (("left", "leftwards", "counter clockwise"), ("left", "counterclockwise", "counter clockwise")),
    "right": (("right", "rightwards", "clockwise"), ("right", "clockwise"))}, {
    "left": (("left", "off to the left", "round to the left", "to the left-hand side", "anticlockwise"),
             ("left", "left-hand", "anticlockwise")),
    "right": (("right", "off to the right", "round to the right", "to the right-hand side", "clockwise"),
              ("right", "right-hand", "clockwise"))}, {
    "left": (("left", "to the left side", "toward the left", "in the anticlockwise direction",
              "in a counterclockwise direction"), ("left", "counterclockwise")),
    "right": (("right", "to the right side", "toward the right", "in the clockwise direction",
               "in a clockwise direction"), ("right", "clockwise"))}, {
    "left": (("left", "to the robot's left", "in a counter-clockwise sense", "counterclockwise (to the left)",
              "counterclockwise as seen from above"), ("left",)),
    "right": (("right", "to the robot's right", "in a clockwise sense", "clockwise (to the right)",
               "clockwise as seen from above"), ("right",))}, {
    "left": (("left", "over to the left", "towards its left-hand side", "ccw", "left (ccw)"),
             ("left", "left-side", "ccw")),
    "right": (("right", "over to the right", "towards its right-hand side", "cw", "right (cw)"),
              ("right", "right-side", "cw"))}, {
    "left": (("left", "to port", "to the left", "to port (left)"), ("left", "port", "port-side")),
    "right": (("right", "to starboard", "to the right", "to starboard (right)"),
              ("right", "starboard", "starboard-side"))}, {
    # heldout10's camera crew says a side as the camera sees it ("camera left"), which on a camera robot is its own.
    "left": (("left", "camera left", "to camera left", "out to the left"), ("left", "camera-left")),
    "right": (("right", "camera right", "to camera right", "out to the right"), ("right", "camera-right"))}, {
    # heldout11: an Indian site engineer's work tickets
    "left": (("left", "towards left", "to left side", "anti-clock wise", "towards LHS"),
             ("left", "left side", "left hand")),
    "right": (("right", "towards right", "to right side", "clock wise", "towards RHS"),
              ("right", "right side", "right hand"))}, {
    # heldout12: an American high-school football coach's drill cards and a county attorney's work order
    "left": (("left", "to its left-hand side", "off to its left", "counterclockwise (that is, to its left)",
              "toward its left"), ("left", "left-hand", "counterclockwise")),
    "right": (("right", "to its right-hand side", "off to its right", "clockwise (that is, to its right)",
               "toward its right"), ("right", "right-hand", "clockwise"))}, Voiced({
    # heldout13: a voice assistant's transcript of a spoken command and a terse text message
    "left": (("left", "to the left", "left um", "to its left", "counterclockwise"), ("left", "left hand")),
    "right": (("right", "to the right", "right um", "to its right", "clockwise"), ("right", "right hand"))}, {
    "left": (("left", "ccw", "to the left", "left (ccw)"), ("left", "ccw")),
    "right": (("right", "cw", "to the right", "right (cw)"), ("right", "cw"))}))

TURN = Split((
    "turns {side} {angle} with a radius of {radius} in {time}",
    "controls the {body} through a complete {angle_adj} {side_adj} turn with a turn radius of {radius} and a "
    "rotation period of {time}",
    "makes a {side_adj} turn of {angle} on a {radius} radius, taking {time}",
    "{goes} a {side_adj} arc of {angle} with radius {radius} over {time}",
    "steers {side} through {angle} along a circle of radius {radius} in {time}",
    "turns {angle} {side} around a {radius} radius, finishing in {time}",
    "curves {side} by {angle} (radius {radius}) in {time}",
    "takes {time} to turn {side} {angle} with a turning radius of {radius}",
    "follows an arc of radius {radius} {side} through {angle} in {time}",
    "swings {side} {angle} on a turning circle of radius {radius}, over {time}",
    "rounds a {side_adj} bend of {angle} with a radius of {radius} in {time}",
    "in {time}, turns {side} {angle} with a {radius} turning radius",
), (
    "completes a {angle_adj} {side_adj} curve of radius {radius} in {time}",
    "veers {side} {angle} on a radius of {radius}, spending {time} on it",
    "goes round a {side_adj} corner of {angle}, radius {radius}, lasting {time}",
    "with a radius of {radius}, bends {side} through {angle} in {time}",
), (
    "arcs {side} through {angle} around a radius of {radius}, taking {time} in all",
    "executes a {side_adj} turn of {angle} whose radius is {radius}, in {time}",
    "over {time}, curves {side} by {angle} following a radius of {radius}",
    "sweeps {side} {angle} along an arc with a {radius} radius during {time}",
    "performs a {angle_adj} {side_adj} turn at a radius of {radius} that lasts {time}",
    "turns {side} by {angle}; the turn has a radius of {radius} and takes {time}",
    "banks {side} {angle} on a {radius} radius within {time}",
    "heads {side} through an angle of {angle}, radius {radius}, for {time}",
    "{goes} a curve {side}, {angle} in total, radius {radius}, duration {time}",
    "wheels {side} {angle} about a circle {radius} in radius, in {time}",
    "traces a {side_adj} arc of {angle} and radius {radius} in {time}",
), (
    "turns {side} {angle} on a radius of {radius}, taking {time} to do it",
    "{goes} a {side_adj} curve of {angle} with a radius of {radius}, spending {time} on the turn",
    "does a {angle_adj} {side_adj} turn, radius {radius}, in {time}",
    "turns {angle} {side} in {time} with a turning radius of {radius}",
    "{goes} a {side_adj} arc ({angle}, radius {radius}) over {time}",
    "bears {side} through {angle} along an arc of radius {radius}, over a period of {time}",
    "steers the {body} {side} by {angle} with a turn radius of {radius}; the turn should last {time}",
    "negotiates a {side_adj} bend of {angle} (radius {radius}) in {time}",
    "spends {time} turning {side} {angle}, keeping to a radius of {radius}",
    "changes its heading {side} by {angle} while moving along an arc of radius {radius}, over {time}",
    "turns {side} with a radius of {radius} until it has turned {angle}, which should take {time}",
    "carves a {angle_adj} {side_adj} arc with radius {radius} in {time}",
), (
    "turns {side} {angle}, r = {radius}, t = {time}",
    "does a {side_adj} turn: {angle}, radius {radius}, duration {time}",
    "has the {body} turn {side} {angle} on a {radius} radius in {time}",
    "turns {angle} {side} (radius {radius}, over {time})",
    "uses {time} to turn {side} {angle} on a radius of {radius}",
    "gets the {body} to curve {side} {angle} around an arc of radius {radius}, finishing in {time}",
    "makes the {body} arc {side} through {angle}; radius {radius}, time {time}",
    "turns {side} on a {radius} radius for {time}, {angle} in total",
    "{goes} along a {side_adj} arc of {angle} at radius {radius}, lasting {time}",
    "turns through {angle} {side}, radius = {radius}, taking {time}",
    "performs a {angle_adj} turn {side} with a turning radius of {radius}; total time {time}",
    "curves {side} with a radius of {radius}, sweeping through {angle} in {time}",
), (
    "turns {side} through {angle} on an arc of {radius} radius, taking {time} overall",
    "needs to turn {side} by {angle} with a radius of {radius}; the turn should take {time}",
    "takes a {angle_adj} {side_adj} curve at a radius of {radius}, completed in {time}",
    "turns {angle} {side} over {time} while keeping a constant turning radius of {radius}",
    "{goes} along an arc of radius {radius} for {time}, bending {side} through {angle} in all",
    "executes a turn {side} (angle {angle}; radius {radius}; duration {time})",
    "makes the {body} turn {side} by {angle} on a radius of {radius} over {time}",
    "turns {side}: angle {angle}, radius {radius}, time {time}",
    "turns {angle} {side} with a turning radius of {radius} and a duration of {time}",
    "completes a {angle_adj} turn {side} with a radius of {radius} in exactly {time}",
    "manoeuvres {side} through {angle} along a circle of radius {radius}, the manoeuvre lasting {time}",
    "curves {side} for {time}, along an arc {radius} in radius, until it has turned {angle}",
), (
    "makes a turn of {angle} {side}; the radius is {radius} and the time is {time}",
    "turns {side} on a circle with a radius of {radius}, turning {angle} in {time}",
    "{goes} on a curve {side} for {time}; the curve has a radius of {radius} and an angle of {angle}",
    "turns {side} with these values: angle {angle}, radius {radius}, time {time}",
    "changes direction by {angle} {side} on a curve with a radius of {radius}, which takes {time}",
    "follows a curved path {side} with a radius of {radius} until it has turned {angle}; this takes {time}",
    "turns {angle} {side}, keeping a distance of {radius} from the centre of the turn, in {time}",
    "moves {side} along a circular arc of {angle}; the radius is {radius} and the duration is {time}",
    "{goes} a circular path {side} with a radius of {radius} for {time}, turning {angle} in total",
    "lets the {body} make a {side_adj} turn of {angle} with a radius of {radius} in {time}",
    "uses a radius of {radius} to turn {side} {angle}, and the turn is done in {time}",
    "goes {side} around a curve of {angle} whose radius is {radius}, finishing the curve in {time}",
), (
    "commands the {body} to turn {side} through an angle of {angle} on a circular path of radius {radius}, taking "
    "{time}",
    "hangs a {side_adj} of {angle} round a circle of radius {radius} and takes {time} over it",
    "puts in a {side_adj} turn of {angle} on a turning circle {diameter} in diameter; the turn takes {time}",
    "is to turn {side}, sweeping out {angle} about a centre {radius} away, and must complete the turn in {time}",
    "alters course {angle} to the {side_adj} along an arc of radius {radius}, taking {time}",
    "follows an arc {side} with a radius of {radius} until its heading has swung round by {angle}, {time} from start "
    "to finish",
    "steers round {side} through {angle}, holding a radius of {radius}, and is to take {time} doing so",
    "tracks a circle of radius {radius} {side} for {time}, turning through {angle} in that time",
    "does a {side_adj}-hand turn: {angle} of arc, radius {radius}, {time} from start to finish",
    "in the space of {time}, turns {side} through {angle} around a circle of radius {radius}",
    "should turn {side} through {angle} along an arc of radius {radius}; allow exactly {time} for the turn",
    "puts the {body} into a {side_adj} curve of {angle} with a radius of {radius} for {time}",
    "takes the {body} round a {side_adj} bend: {angle} at a radius of {radius}, over {time}",
), (
    "gets the {body} to make a {side_adj} turn of {angle} around a {radius} radius, and the whole turn should take "
    "{time}",
    "turns {side} for {angle} on a radius of {radius}, in a time of {time}",
    "swings the {body} {side} by {angle} on a {radius} radius; we'd like the turn to take {time}",
    "turns {side} {angle}; radius: {radius}; time: {time}",
    "does a {angle_adj} turn {side} on a {radius} radius, which should take {time} in total",
    "is supposed to turn {side} by {angle}, following an arc with a {radius} radius, and to be done in {time}",
    "in a window of {time}, turns {side} {angle} around a {radius} radius",
    "{goes} a {side_adj} arc with {radius} radius, turning {angle} over a total of {time}",
    "makes a {side_adj} turn with {radius} radius: {angle} in {time}",
    "arcs {side} by {angle} (turn radius {radius}), taking {time} for it",
    "curves away {side} through {angle} on a {radius} radius over {time}",
    "changes heading by {angle} {side} while following a curve of {radius} radius, spending {time} on the manoeuvre",
    "gives the {body} a {side_adj} turn of {angle}, radius {radius}, to be completed in {time}",
    "is asked to turn {side} {angle} along a {radius} radius, finishing after {time}",
), (
    "takes the {body} through a {side_adj} arc: {angle}, {radius} radius, {time} end to end",
    "swings {side} {angle} around a {radius} radius, and that turn takes {time}",
    "{goes} a nice smooth {side_adj} arc of {angle} on a {radius} radius over {time}",
    "banks round {side} by {angle} with a {radius} turn radius, {time} on the clock",
    "does a {side_adj} arc turn [{angle} / {radius} radius / {time}]",
    "curves {side} on a circle of {radius} radius till it has turned {angle}, which ought to take {time}",
    "arcs around {side} by {angle}, holding a {radius} radius the whole way, done in {time}",
    "makes a sweeping {angle_adj} turn {side} (radius {radius}) lasting {time}",
    "peels off {side} through {angle} on a {radius} radius, taking {time} to come round",
    "comes around {side} {angle} with the turn radius set to {radius} and the turn time set to {time}",
    "runs a {side_adj} curve: {angle} of turn, {radius} radius, {time} duration",
    "heads {side} on an arc of radius {radius} and keeps turning for {time}, until it has swung {angle}",
    "works its way {side} around a {radius} radius, turning {angle} over {time}",
    "puts in a smooth {angle_adj} {side_adj} turn at {radius} radius; turn time {time}",
), (  # heldout10: a sheep farmer's texts and a camera crew's shot list
    "arcs {side} {angle} round a {radius} radius, {time} for the move",
    "tracks a {side_adj} arc: {angle}, radius {radius}, {time} to land it",
    "chucks a {side_adj} of {angle} round a {radius} radius and takes {time} doing it",
    "swings the {body} round {side} {angle} on a {radius} radius over {time}",
    "does a {angle_adj} arc {side}, radius {radius}, and the whole move runs {time}",
    "curves the {body} round {side} through {angle}, keeping {radius} out from the centre of the turn, in {time}",
    "heads round a {side_adj} bend of {angle}, {radius} radius, in {time}",
    "in {time}, arcs round {side} for {angle} on a {radius} radius",
    "{goes} an arc {side} of radius {radius} for {angle}, {time} all up",
    "arcs {side} {angle} on a {radius} radius; give it {time}",
    "sweeps round {side} {angle}, radius {radius}; move time {time}",
    "takes a {angle_adj} {side_adj} curve on a {radius} radius, {time} start to end",
    "does a {side_adj} arc move, {angle} round a {radius} radius, running {time}",
    "bends {side} {angle} around a {radius} radius and should land it in {time}",
    "goes round {side} for {angle} with {radius} of radius, {time} in all",
), (  # heldout11: an Indian site engineer's work tickets
    "takes a {side_adj} turn of {angle} with {radius} radius in {time}",
    "turns {side} by {angle} on a {radius} radius, and the turn should get completed in {time}",
    "does a {angle_adj} turn {side} having a radius of {radius}, in a duration of {time}",
    "turns {side} {angle} along an arc of radius {radius}; total time taken should be {time}",
    "makes the {body} take a {side_adj} turn of {angle} (radius: {radius}, time: {time})",
    "turns {side} for {angle} with turning radius {radius}, completing the same in {time}",
    "moves in an arc {side} of {angle}, radius being {radius} and time being {time}",
    "takes {side_adj} turn of {angle}, radius {radius}, in {time} time",
    "turns {angle} {side} in {time}, maintaining a radius of {radius} throughout",
    "does a curved turn {side} of {angle}; radius is {radius} and duration is {time}",
    "has to turn {side} {angle} around a radius of {radius}, and the same has to be done in {time}",
    "turns {side} through {angle} with {radius} as radius, taking {time} for the same",
    "{goes} a {side_adj} curve of {angle} on {radius} radius in {time} duration",
    "performs {side_adj} turning of {angle} at a radius of {radius} for a duration of {time}",
    "turns {side} by {angle} keeping a radius of {radius}, time duration {time}",
    "takes a {angle_adj} {side_adj} turn with radius of {radius} and completes it in {time}",
), (  # heldout12: an American high-school football coach's drill cards and a county attorney's work order
    "runs a {side_adj} arc of {angle} around a {radius} radius on the whistle, {time} for the rep",
    "cuts {side} {angle} around a {radius} radius and gets it done in {time}",
    "bends it {side} {angle}, {radius} radius, {time} on the stopwatch",
    "loops {side} through {angle} around a {radius} radius in {time}, nice and smooth",
    "rounds {side} {angle} off a {radius} radius, clocking {time} for the turn",
    "arcs {side} through {angle} hugging a {radius} radius, and we want that in {time}",
    "hooks {side} {angle} on a {radius} radius in {time} flat",
    "has the {body} arc {side} {angle} around a {radius} radius, {time} for the whole thing",
    "is hereby directed to turn {side} through an angle of {angle} along an arc having a radius of {radius}, said "
    "turn to be completed in {time}",
    "shall execute a {side_adj} turn of {angle} on a radius of {radius}, such turn to occupy a period of {time}",
    "shall turn {side}, through {angle}, on a radius of {radius}, for a period of {time}",
    "turns {side} through {angle} about a center point located {radius} from the {body}, the turn to last {time}",
    "shall negotiate a {angle_adj} turn {side} at a radius of {radius}, the duration thereof being {time}",
    "carries out a turn {side} of {angle}, radius of {radius}, elapsed time {time}",
    "{goes} a {side_adj} arc of {angle} (radius: {radius}; duration: {time}) as set forth herein",
    "shall follow a circular arc {side} having a radius of {radius} until it has turned {angle}, which shall take "
    "{time}",
), Voiced((  # heldout13: a voice assistant's transcript of a spoken command and a terse text message
    "um turns {side} {angle} with a radius of {radius} and takes {time} to do it",
    "curves {side} uh {angle} okay and the radius is {radius} and it should take {time}",
    "turns {side} {angle} sorry {angle} on a radius of {radius} in {time}",
    "uh swings {side} through {angle} around a circle with a radius of {radius} taking {time}",
    "{goes} {side} in an arc um {angle} with a radius of {radius} in {time} total",
    "um makes a {side_adj} turn of {angle} on a radius of {radius} and that should take {time}",
    "turns {side} along an arc um the radius is {radius} and it turns {angle} in {time}",
    "just arcs {side} {angle} okay with the radius at {radius} over {time}",
    "does a {side_adj} turn um {angle} i mean with a radius of {radius} in {time}",
    "uh has the {body} turn {side} {angle} on a radius of {radius} over {time}",
), (
    "turns {side} {angle} w/ a {radius} radius in {time}",
    "arcs {side} {angle}, {radius} radius, {time}",
    "curves {side} {angle} on a {radius} radius over {time} pls",
    "does a {side_adj} turn {angle}, radius {radius}, takes {time}",
    "turns {side} {angle} in {time} w/ radius {radius}",
    "{goes} {side} {angle} around a {radius} radius, {time} total",
    "swings {side} {angle} (radius {radius}, {time})",
    "turns {side} {angle} on a {radius} radius in {time} thx",
    "gets the {body} to turn {side} {angle} w/ {radius} radius in {time}",
    "turns {side} {angle} over {time}, radius = {radius}",
)))
SPIN = Split((
    "turns {side} {angle} in place in {time}",
    "spins {side} on the spot by {angle} over {time}",
    "rotates in place {angle} {side} in {time}",
    "pivots {side} {angle} without moving forward, taking {time}",
    "turns on the spot through {angle} {side}, in {time}",
    "spins in place {side} through {angle} in {time}",
    "rotates {side} by {angle} on the spot over {time}",
    "makes an in-place {side_adj} turn of {angle} in {time}",
    "turns {side} {angle} in place, with no forward motion, over {time}",
    "pivots on the spot {side}, {angle} in {time}",
    "takes {time} to spin {angle} {side} in place",
), (
    "does a {angle_adj} {side_adj} pivot in place lasting {time}",
    "twists {side} {angle} where it stands in {time}",
    "in {time}, rotates {angle} {side} without going anywhere",
    "spins {angle} {side} on its axis in {time}",
), (
    "rotates {side} through {angle} while staying in one spot, over {time}",
    "turns {angle} {side} about its own centre in {time}",
    "swivels {side} by {angle} in place, which takes {time}",
    "pivots through {angle} {side}, taking {time} and not moving off the spot",
    "spins {side} {angle} with zero forward speed over {time}",
    "turns on its own axis {angle} {side}, {time} long",
    "rotates {angle} {side} on the spot, the rotation lasting {time}",
    "does an on-the-spot {side_adj} rotation of {angle} in {time}",
    "yaws {side} by {angle} in place during {time}",
    "turns in place {side} until it has rotated {angle}, taking {time}",
    "rotates {side} {angle} while remaining stationary, for {time}",
), (
    "spins {side} {angle} in place, taking {time}",
    "does a {angle_adj} {side_adj} spin on the spot in {time}",
    "turns in place by {angle} {side} over {time}",
    "rotates on the spot {side} by {angle}, spending {time} on it",
    "pivots {angle} {side} in place, with no translation, over {time}",
    "stays where it is and turns {side} through {angle} over {time}",
    "spins on the spot, {side}, by {angle} in {time}",
    "performs an in-place rotation of {angle} {side} lasting {time}",
    "turns {angle} {side} without changing position, in {time}",
    "rotates {side} by {angle} without leaving its spot, over {time}",
    "spends {time} pivoting {side} by {angle} in place",
    "makes a {angle_adj} {side_adj} turn in place, over {time}",
), (
    "turns {side} {angle} in place, t = {time}",
    "spins in place: {angle} {side} in {time}",
    "has the {body} spin {angle} {side} on the spot over {time}",
    "rotates {side} {angle} (in place, over {time})",
    "pivots in place through {angle}, turning {side}, over {time}",
    "rotates {side} {angle} with zero linear velocity, over {time}",
    "uses {time} to rotate {angle} {side} in place",
    "gets the {body} to turn on the spot {side} by {angle} in {time}",
    "does an in-place turn, {side}, {angle}, over {time}",
    "rotates in place through {angle} {side}; the rotation takes {time}",
    "makes the {body} pivot {side} {angle} where it stands, {time} in all",
    "turns in place {side}: {angle} over {time}",
), (
    "spins {side} on the spot through {angle}, taking {time} overall",
    "needs to rotate {angle} {side} in place; the rotation should take {time}",
    "turns {side} in place by {angle} over {time}, with no linear motion",
    "executes an in-place turn {side} (angle {angle}; duration {time})",
    "makes the {body} rotate {side} by {angle} on the spot over {time}",
    "turns in place ({angle} {side}, {time})",
    "pivots {angle} {side} on the spot, with a duration of {time}",
    "completes a {angle_adj} {side_adj} rotation on the spot in exactly {time}",
    "rotates where it stands, turning {angle} {side} over the course of {time}",
    "spins {angle} {side} on its own axis, the spin lasting {time}",
    "does a stationary {side_adj} spin of {angle}, {time} long",
    "has to pivot {side} by {angle} in place over {time}",
), (
    "turns {angle} {side} without moving from its place, in {time}",
    "rotates {side} in the same place by {angle}; the rotation time is {time}",
    "turns around its centre {side} by {angle} in {time}",
    "turns in place {side} with these values: angle {angle}, time {time}",
    "stays at the same position and rotates {angle} {side} over {time}",
    "makes a turn on the spot of {angle} {side}, and the turn lasts {time}",
    "rotates {side} by {angle} with no linear movement; this takes {time}",
    "lets the {body} rotate {angle} {side} where it is, for {time}",
    "turns {side} in its place until it has rotated {angle}; the time for this is {time}",
    "does a {side_adj} zero-radius turn of {angle} in {time}",
    "spins {side} in place; the angle is {angle} and the time is {time}",
    "pivots on its centre point {side} by {angle}, which takes {time}",
), (
    "commands the {body} to turn {side} on the spot through {angle}, taking {time}",
    "turns {side} about its own vertical axis through {angle}, with no travel, in {time}",
    "does a {side_adj}-hand spin on the spot: {angle} of rotation in {time}",
    "rotates on the spot {side} through {angle}, the rotation spread over {time}",
    "spins round {side} {angle} in place, {time} from start to finish",
    "is to rotate {side} in place through {angle} and to take {time} over it",
    "turns in its own length {side} through {angle}, taking {time}",
    "alters heading {angle} to the {side_adj} without moving off the spot, over {time}",
    "pivots on the spot {side}, sweeping through {angle} in the space of {time}",
    "keeps its position while turning {side} through {angle} over {time}",
    "puts the {body} through a {side_adj} spin of {angle} on the spot in {time}",
    "makes a stationary turn {side}, {angle} in all, timed at {time}",
), (
    "spins {side} for {angle} on the spot, in a time of {time}",
    "does an on-the-spot turn {side}: {angle}, {time}",
    "turns in place {side} by {angle}; we'd like that to take {time}",
    "rotates {side} {angle} in place; time: {time}",
    "gets the {body} to pivot {side} {angle} where it is, taking {time}",
    "turns {side} {angle} while staying put, over {time}",
    "does a {angle_adj} pivot turn {side} in {time}, staying on the same spot",
    "is asked to spin {side} in place by {angle}, finishing after {time}",
    "in a window of {time}, turns on the spot {side} by {angle}",
    "swivels {side} {angle} on the spot over {time}",
    "turns {side} {angle} with a zero turning radius, in {time}",
    "turns {side} on the spot, {angle} in total; this should take {time}",
), (
    "spins {side} in place {angle}, {time} start to finish",
    "does a clean {angle_adj} pivot {side} on the spot and takes {time} doing it",
    "turns {side} on the spot {angle}, with no forward travel, over {time}",
    "rotates {angle} {side} where it sits, over {time}",
    "pirouettes {side} {angle} in place in {time}",
    "does a {side_adj} spin of {angle} without going anywhere, {time} on the clock",
    "turns {side} in place through {angle}; that spin takes {time}",
    "swivels round {side} {angle} on the spot over a span of {time}",
    "does a zero-turn pivot {side}, {angle}, over {time}",
    "tank-turns {side} {angle} in place over {time}",
    "rotates {side} in its own footprint by {angle}, taking {time}",
    "spins {side} on the spot {angle} in {time} flat",
    "turns in place, {side}, {angle}; clock it at {time}",
), (
    "pans {side} {angle} in {time}",
    "does a {angle_adj} pan {side} on the spot over {time}",
    "pans {side} through {angle} without tracking, {time} for the move",
    "turns {side} {angle} on the spot, nice and even, over {time}",
    "swings round {side} {angle} where it stands, taking {time} about it",
    "spins {side} {angle} on the spot, {time} all up",
    "pans {angle} {side} from a fixed spot over {time}",
    "does a {side_adj} pan of {angle}, staying put, {time} long",
    "pivots {side} {angle} on the spot and lands it in {time}",
    "turns {side} on the spot through {angle}; move time {time}",
    "spins round {side} {angle} without going anywhere, giving it {time}",
    "pans {side} on the spot for {angle}, running {time}",
    "does a {angle_adj} spin {side} on the one spot over {time}",
), (  # heldout11: an Indian site engineer's work tickets
    "turns {side} {angle} at the same place in {time}",
    "rotates {side} by {angle} on its own axis, in a duration of {time}",
    "does a {side_adj} rotation of {angle} at the same spot in {time}",
    "turns {side} {angle} without any forward movement, taking {time}",
    "rotates in the same position {side} by {angle}; time taken should be {time}",
    "makes the {body} rotate {side} {angle} standing at one place, in {time}",
    "turns {angle} {side} in place itself, in {time}",
    "rotates {side} by {angle} on the spot, completing the same in {time}",
    "does an in-place rotation {side} for {angle} with a duration of {time}",
    "turns {side} for {angle} at the same location, the time being {time}",
    "spins {side} {angle} without changing its position, in {time} time",
    "rotates {angle} {side} at its current position itself, taking {time}",
    "pivots {side} by {angle} at one place only, in {time}",
    "takes a {angle_adj} {side_adj} rotation at the same place, time duration {time}",
), (  # heldout12: an American high-school football coach's drill cards and a county attorney's work order
    "spins {side} {angle} on the spot in {time}, then holds",
    "turns {side} {angle} in place on the whistle and takes {time} doing it",
    "does a {angle_adj} pivot {side} without going anywhere, {time} on the stopwatch",
    "spins {angle} {side} in place, nice and controlled, in {time}",
    "squares up by turning {side} {angle} on the spot over {time}",
    "pivots in place {side} through {angle}, {time} for the whole rep",
    "shall rotate {side} in place through an angle of {angle} over a period of {time}",
    "shall turn {side} about its own center by {angle}, without translation, over a period of {time}",
    "is hereby directed to rotate in place {side} by {angle}, said rotation to take {time}",
    "rotates {side} by {angle} in place, the duration of such rotation being {time}",
    "shall pivot {angle} {side} on the spot for a period of {time}",
    "turns in place {side} ({angle} in {time}), with zero translation",
    "executes a {side_adj} rotation of {angle} in place, to be completed over {time}",
    "rotates {side} on the spot {angle}, {time} from the whistle to the finish",
    "wheels around {side} {angle} without leaving its spot, {time} for the rep",
), Voiced((  # heldout13: a voice assistant's transcript of a spoken command and a terse text message
    "um spins {side} {angle} in place and takes {time}",
    "turns {side} on the spot uh {angle} in {time}",
    "um so turns in place {side} {angle} over {time}",
    "uh rotates {side} {angle} without going anywhere um in {time}",
    "spins {side} sorry spins in place {side} {angle} in {time}",
    "um pivots {side} {angle} on the spot and it should take {time}",
    "just turns {side} in place {angle} and takes {time} doing it",
    "just spins on the spot {side} {angle} in {time}",
), (
    "spins {side} {angle} in place, {time}",
    "turns {side} {angle} on the spot in {time}",
    "rotates in place {side} {angle} over {time} pls",
    "pivots {side} {angle} (in place) in {time}",
    "spins {side} {angle} on the spot, takes {time}",
    "turns in place {side} {angle} in {time} thx",
    "does an in-place {side_adj} turn {angle} in {time}",
    "spins {angle} {side} in place over {time}",
)))
# Turning rates, said in rad/s or degrees per second: (number, unit) pairs; none is the spot test's 0.5 rad/s.
RATE = Split(((0.3, "rad/s"), (0.4, "rad/s"), (0.6, "rad/s"), (0.7, "rad/s"), (15, "deg/s"), (20, "deg/s"),
              (30, "deg/s"), (40, "deg/s")),
             ((0.25, "rad/s"), (0.45, "rad/s"), (0.55, "rad/s"), (25, "deg/s"), (35, "deg/s")),
             ((0.35, "rad/s"), (0.65, "rad/s"), (12, "deg/s"), (18, "deg/s")),
             ((0.32, "rad/s"), (0.48, "rad/s"), (22, "deg/s"), (28, "deg/s")),
             ((0.38, "rad/s"), (0.52, "rad/s"), (24, "deg/s"), (32, "deg/s")),
             ((0.42, "rad/s"), (0.58, "rad/s"), (16, "deg/s"), (26, "deg/s")),
             ((0.36, "rad/s"), (0.44, "rad/s"), (0.62, "rad/s"), (14, "deg/s"), (36, "deg/s")),
             ((0.34, "rad/s"), (0.46, "rad/s"), (0.54, "rad/s"), (21, "deg/s"), (27, "deg/s"), (33, "deg/s")),
             ((0.28, "rad/s"), (0.56, "rad/s"), (0.66, "rad/s"), (0.75, "rad/s"), (17, "deg/s"), (23, "deg/s"),
              (29, "deg/s"), (38, "deg/s")),
             ((0.26, "rad/s"), (0.43, "rad/s"), (0.57, "rad/s"), (0.68, "rad/s"), (0.74, "rad/s"), (9, "deg/s"),
              (19, "deg/s"), (39, "deg/s"), (42, "deg/s"), (45, "deg/s")),
             ((0.27, "rad/s"), (0.33, "rad/s"), (0.39, "rad/s"), (0.47, "rad/s"), (0.61, "rad/s"), (0.71, "rad/s"),
              (8, "deg/s"), (10, "deg/s"), (13, "deg/s"), (31, "deg/s"), (37, "deg/s"), (44, "deg/s")),
             ((0.29, "rad/s"), (0.31, "rad/s"), (0.37, "rad/s"), (0.41, "rad/s"), (0.49, "rad/s"), (0.53, "rad/s"),
              (0.63, "rad/s"), (0.69, "rad/s"), (0.72, "rad/s"), (7, "deg/s"), (11, "deg/s"), (22.5, "deg/s"),
              (34, "deg/s"), (41, "deg/s"), (43, "deg/s")),
             ((0.275, "rad/s"), (0.325, "rad/s"), (0.425, "rad/s"), (0.51, "rad/s"), (0.59, "rad/s"), (0.64, "rad/s"),
              (0.67, "rad/s"), (0.73, "rad/s"), (0.76, "rad/s"), (6, "deg/s"), (12.5, "deg/s"), (17.5, "deg/s"),
              (27.5, "deg/s"), (32.5, "deg/s"), (37.5, "deg/s")),
             ((0.285, "rad/s"), (0.305, "rad/s"), (0.335, "rad/s"), (0.355, "rad/s"), (0.375, "rad/s"),
              (0.405, "rad/s"), (0.445, "rad/s"), (0.455, "rad/s"), (0.495, "rad/s"), (0.535, "rad/s"), (5, "deg/s"),
              (14.5, "deg/s"), (15.5, "deg/s"), (20.5, "deg/s"), (24.5, "deg/s"), (26.5, "deg/s"), (28.5, "deg/s")))
# A turn in place by its angle at a rate (the time follows) ...
SPIN_AT = Split((
    "turns {side} {angle} in place at {rate}",
    "spins {side} on the spot by {angle} at {rate}",
    "rotates in place {angle} {side} at a rate of {rate}",
    "pivots {side} {angle} without moving forward, turning at {rate}",
    "turns on the spot through {angle} {side} at {rate}",
    "spins in place {side} through {angle}, rotating at {rate}",
    "rotates {side} by {angle} on the spot with an angular speed of {rate}",
    "makes an in-place {side_adj} turn of {angle} at {rate}",
    "turns {side} in place at {rate} until it has turned {angle}",
    "takes an in-place {side_adj} turn of {angle}, spinning at {rate}",
), ("twists {side} {angle} where it stands at {rate}", "spins {angle} {side} on its axis at a turn rate of {rate}",
    "at {rate}, rotates {angle} {side} without going anywhere"),
    ("swivels {side} by {angle} in place at an angular velocity of {rate}",
     "rotates {angle} {side} on the spot, turning at {rate}", "yaws {side} by {angle} in place at {rate}"),
    ("spins {side} {angle} in place at a yaw rate of {rate}", "pivots {angle} {side} in place, rotating at {rate}",
     "stays where it is and turns {side} through {angle} at {rate}"),
    ("rotates {side} {angle} (in place, at {rate})", "does an in-place turn, {side}, {angle}, at {rate}",
     "turns in place {side}: {angle} at {rate}"),
    ("needs to rotate {angle} {side} in place at a rate of {rate}",
     "executes an in-place turn {side} (angle {angle}; angular speed {rate})",
     "completes a {angle_adj} {side_adj} rotation on the spot at {rate}"),
    ("turns {angle} {side} without moving from its place, at {rate}",
     "turns in place {side} with these values: angle {angle}, angular speed {rate}",
     "rotates {side} by {angle} with no linear movement, at a rate of {rate}"),
    ("commands the {body} to turn {side} on the spot through {angle} at {rate}",
     "turns in its own length {side} through {angle}, rotating at {rate}",
     "alters heading {angle} to the {side_adj} on the spot, turning at {rate}",
     "rotates on the spot {side} through {angle}, with the rate of turn held at {rate}"),
    ("spins {side} for {angle} on the spot, with a turn rate of {rate}",
     "turns in place {side} by {angle}; rate: {rate}",
     "gets the {body} to pivot {side} {angle} where it is, at {rate}",
     "swivels {side} on the spot by {angle} at {rate}",
     "is asked to spin {side} in place by {angle}, rotating at {rate}"),
    ("spins {side} in place {angle} at a steady {rate}", "tank-turns {side} {angle} on the spot at {rate}",
     "rotates {side} {angle} where it sits, turning at {rate}",
     "pivots {side} on the spot through {angle} with the turn rate at {rate}",
     "does an in-place {side_adj} spin of {angle}, rotating at {rate}",
     "turns {side} {angle} in place, spin rate {rate}"),
    ("pans {side} {angle} at {rate}", "turns {side} {angle} on the spot, panning at {rate}",
     "does a {angle_adj} {side_adj} pan, pan speed {rate}", "swings round {side} {angle} where it stands at {rate}",
     "spins {side} on the spot for {angle} at an even {rate}",
     "pivots {side} through {angle} on the spot, turning at {rate}"),
    ("turns {side} {angle} at the same place with an angular speed of {rate}",
     "rotates {side} by {angle} on its own axis at {rate} speed",
     "does a {side_adj} rotation of {angle} at the same spot, rotating at {rate}",
     "rotates in the same position {side} by {angle}, keeping the angular velocity as {rate}",
     "turns {angle} {side} in place itself with a rotation speed of {rate}",
     "spins {side} {angle} without changing its position, at a rate of {rate}",
     "makes the {body} rotate {side} by {angle} at one place with {rate} angular speed"),
    ("spins {side} {angle} in place at {rate}, on the whistle",
     "pivots {side} {angle} on the spot, turning at {rate} the whole rep",
     "shall rotate {side} in place through {angle} at an angular rate of {rate}",
     "turns in place {side} by {angle} at a rate of turn of {rate}",
     "is hereby directed to turn {side} {angle} on the spot at a constant {rate}",
     "does a {angle_adj} pivot {side} at {rate}, staying put",
     "rotates {angle} {side} in place, the angular rate to be {rate}",
     "spins {side} on the spot {angle} at {rate} and keeps it steady the whole way"),
    Voiced(("um spins {side} {angle} in place at {rate}",
            "turns {side} on the spot uh {angle} at {rate}",
            "rotates in place okay {side} {angle} and the turn rate is {rate}",
            "pivots {side} {angle} without going anywhere um turning at {rate}",
            "just spins on the spot {side} {angle} at uh {rate}"),
           ("spins {side} {angle} in place @ {rate}",
            "turns {side} {angle} on the spot at {rate}",
            "rotates in place {side} {angle}, rate {rate}",
            "pivots {side} {angle} (in place) at {rate} pls",
            "does an in-place {side_adj} turn {angle} @ {rate}")))
# ... and at a rate for a time (the angle follows).
SPIN_FOR = Split((
    "turns {side} in place at {rate} for {time}",
    "spins {side} on the spot at {rate} for {time}",
    "rotates in place {side} at a rate of {rate} for {time}",
    "pivots {side} at {rate} without moving forward, for {time}",
    "turns on the spot {side} at {rate}, keeping it up for {time}",
    "spins in place {side} for {time} at {rate}",
    "rotates {side} on the spot with an angular speed of {rate} for {time}",
    "makes an in-place {side_adj} turn at {rate} lasting {time}",
    "turns {side} in place for {time}, rotating at {rate}",
    "spends {time} spinning {side} in place at {rate}",
), ("twists {side} where it stands at {rate} for {time}", "spins {side} on its axis at a turn rate of {rate} for {time}",
    "for {time}, rotates {side} at {rate} without going anywhere"),
    ("swivels {side} in place at an angular velocity of {rate} for {time}",
     "rotates {side} on the spot at {rate}, the rotation lasting {time}", "yaws {side} in place at {rate} for {time}"),
    ("spins {side} in place at a yaw rate of {rate} for {time}", "pivots {side} in place, rotating at {rate} for {time}",
     "stays where it is and turns {side} at {rate} for {time}"),
    ("rotates {side} (in place, at {rate}, for {time})", "does an in-place turn, {side}, at {rate}, for {time}",
     "turns in place {side}: {rate} for {time}"),
    ("needs to rotate {side} in place at a rate of {rate} for {time}",
     "executes an in-place turn {side} (angular speed {rate}; duration {time})",
     "keeps rotating {side} on the spot at {rate} for {time}"),
    ("turns {side} without moving from its place, at {rate}, for {time}",
     "turns in place {side} with these values: angular speed {rate}, time {time}",
     "rotates {side} with no linear movement, at a rate of {rate}, for {time}"),
    ("commands the {body} to turn {side} on the spot at {rate} for {time}",
     "turns in its own length {side} at {rate}, keeping this up for {time}",
     "rotates on the spot {side} for {time}, with the rate of turn held at {rate}",
     "is to spin {side} in place at {rate} and to stop after {time}"),
    ("spins {side} on the spot at {rate} during {time}",
     "turns in place {side}; rate: {rate}; time: {time}",
     "gets the {body} to pivot {side} where it is at {rate}, keeping at it for {time}",
     "swivels {side} on the spot at {rate} for {time}",
     "is asked to spin {side} in place at {rate}, finishing after {time}"),
    ("spins {side} in place at a steady {rate} for {time}",
     "rotates {side} where it sits at {rate}, {time} on the clock",
     "keeps turning {side} on the spot at {rate} until {time} is up",
     "pivots {side} in place at {rate} and holds that for {time}",
     "does an in-place {side_adj} spin at {rate} lasting {time}", "tank-turns {side} at {rate} for {time}"),
    ("pans {side} at {rate} for {time}", "turns {side} on the spot at {rate}, {time} all up",
     "does a {side_adj} pan at {rate} and runs it for {time}",
     "swings round {side} where it stands at {rate} for {time}",
     "spins {side} on the spot at {rate}, keeping it going for {time}",
     "pivots {side} at {rate} without going anywhere, {time} for the move"),
    ("turns {side} at the same place with an angular speed of {rate} for {time}",
     "rotates {side} on its own axis at {rate} speed for a duration of {time}",
     "keeps rotating {side} in the same position at {rate} for {time}",
     "spins {side} without changing its position at a rate of {rate}, for {time} duration",
     "rotates in place itself {side}, keeping the angular velocity as {rate}, for {time}",
     "makes the {body} rotate {side} at one place with {rate} angular speed for {time}",
     "turns {side} in place at {rate} rotation speed and continues the same for {time}"),
    ("spins {side} in place at {rate} for {time} on the whistle",
     "shall rotate {side} in place at an angular rate of {rate} for a period of {time}",
     "pivots {side} on the spot at {rate}, {time} for the rep",
     "keeps turning {side} in place at {rate} till {time} is up",
     "is hereby directed to turn {side} on the spot at {rate} for a duration of {time}",
     "turns in place {side} at a constant {rate}, such rotation to continue for {time}",
     "rotates {side} at {rate} without going anywhere, {time} on the stopwatch",
     "spins {side} on the spot at {rate} and stays with it for {time}"),
    Voiced(("um spins {side} in place at {rate} for {time}",
            "turns {side} on the spot uh at {rate} and keeps going for {time}",
            "rotates in place okay {side} at {rate} for {time}",
            "pivots {side} without going anywhere um at {rate} for {time}",
            "just spins on the spot {side} for {time} at uh {rate}"),
           ("spins {side} in place @ {rate} for {time}",
            "turns {side} on the spot at {rate} for {time}",
            "rotates in place {side}, rate {rate}, {time}",
            "pivots {side} (in place) at {rate} for {time} pls",
            "spins {side} on the spot for {time} @ {rate}")))
# Straight motion, by the quantities each template gives.
STRAIGHT = {
    ("speed", "time"): Split((
        "{drive} at {speed} for {time}", "{drive} for {time} at {speed}", "{drive} at a speed of {speed} for {time}",
        "{drive} at {speed}, keeping it up for {time}", "{drive} at {speed} over {time}",
        "{drive} at a steady {speed} for {time}",
    ), ("{drive} for a total of {time} at a speed of {speed}", "{drive} for {time}, at a rate of {speed}"),
        ("{drive} for {time} at a constant {speed}", "{drive} at {speed}, for {time} in total",
         "{drive} with a speed of {speed} during {time}", "{drive} for {time}; its speed is {speed}"),
        ("{drive} at {speed} for a duration of {time}", "{drive} for {time}, speed {speed}",
         "{drive} for {time} going {speed}", "{drive}, holding a speed of {speed} for {time}"),
        ("{drive} for {time} @ {speed}", "{drive} (speed {speed}, duration {time})",
         "{drive} at {speed} and keeps going for {time}", "{drive} for {time}, keeping its speed at {speed}"),
        ("{drive} at {speed} for a period of {time}", "{drive} for a duration of {time} at a speed of {speed}",
         "{drive} (speed {speed}; duration {time})", "{drive} at {speed}, stopping once {time} have elapsed"),
        ("{drive} with a speed of {speed}, and this lasts {time}", "{drive} (speed = {speed}, time = {time})",
         "{drive} for a time of {time} at a speed of {speed}", "{drive} for {time} and keeps the speed at {speed}"),
        ("{drive} for {time}, speed set to {speed}", "{drive} at {speed} for a run of {time}",
         "{drive}, holding {speed} for the next {time}", "{drive} for {time} with its speed fixed at {speed}"),
        ("{drive} for {time} with a target speed of {speed}", "{drive} at {speed}; duration: {time}",
         "{drive} for {time}, going at {speed} the whole time", "{drive} at a pace of {speed} for a total of {time}"),
        ("{drive} at {speed}, {time} on the clock", "{drive} [spd {speed} / dur {time}]",
         "{drive} at {speed} and keeps at it for {time}", "{drive} for {time} at a cruising speed of {speed}",
         "{drive} for {time} with the speed dialed in at {speed}"),
        ("{drive} at {speed} for {time}, nice and steady", "{drive} for {time} sitting on {speed}",
         "{drive} at {speed}; run time {time}", "{drive} doing {speed} for {time}", "{drive}, {speed} for {time}"),
        ("{drive} at a speed of {speed} for a duration of {time}", "{drive} with {speed} speed for {time}",
         "{drive} for {time} duration with {speed} speed", "{drive} at {speed} continuously for {time}",
         "{drive} for {time}, maintaining the speed as {speed}",
         "{drive} at {speed} speed, and the same should continue for {time}"),
        ("{drive} at {speed} for {time} on the whistle", "{drive} at {speed}, {time} on the stopwatch",
         "{drive} at a uniform speed of {speed} for a period of {time}",
         "{drive} at a constant speed of {speed}, such movement to continue for {time}",
         "{drive} for {time}, holding {speed} the whole rep", "{drive} at {speed} for {time}, no more, no less",
         "{drive} for a period of {time} at a uniform speed of {speed}"),
        Voiced(("{drive} um at {speed} for {time}", "{drive} for {time} uh at {speed}",
                "{drive} at {speed} and keeps going for {time} okay", "{drive} uh for {time} and the speed is {speed}"),
               ("{drive} @ {speed} for {time}", "{drive} {time} @ {speed}", "{drive} at {speed}, {time} pls",
                "{drive} for {time} at {speed} thx"))),
    ("distance", "speed"): Split((
        "{drive} {distance} at {speed}", "{drive} at {speed} until it has covered {distance}",
        "{drive} a distance of {distance} at {speed}", "{drive} {distance}, holding {speed}",
    ), ("{drive} exactly {distance} at a pace of {speed}",),
        ("{drive} for a distance of {distance} with a speed of {speed}", "{drive} {distance} at a velocity of {speed}",
         "{drive} at {speed} until {distance} has been covered"),
        ("{drive} {distance} at a speed of {speed}", "{drive} a total of {distance}, moving at {speed}",
         "{drive} for {distance} at {speed}", "{drive} {distance} with its speed held at {speed}"),
        ("{drive} {distance} @ {speed}", "{drive} {distance} (speed: {speed})",
         "{drive} at {speed}, stopping after {distance}", "{drive}, covering {distance} at {speed}"),
        ("{drive} {distance} at a rate of {speed}", "{drive} for {distance} (speed {speed})",
         "{drive} at {speed} until it has travelled {distance}",
         "{drive} a distance of {distance}, moving at {speed} the whole way"),
        ("{drive} with a speed of {speed} over a distance of {distance}",
         "{drive} (distance = {distance}, speed = {speed})", "{drive} for a length of {distance} at a speed of {speed}",
         "{drive} and covers {distance}, keeping the speed at {speed}"),
        ("{drive} a full {distance} at {speed}", "{drive} until it has gone {distance}, speed set to {speed}",
         "{drive} for a run of {distance} at {speed}", "{drive} {distance} with its speed fixed at {speed}"),
        ("{drive} {distance} with a target speed of {speed}", "{drive} {distance}; speed: {speed}",
         "{drive} at {speed} until it has done {distance}", "{drive} for a stretch of {distance} at {speed}"),
        ("{drive} {distance} at a steady {speed}", "{drive} [dist {distance} / spd {speed}]",
         "{drive} the next {distance} at {speed}", "{drive} {distance} with the speed dialed in at {speed}",
         "{drive} {distance}, cruising at {speed}"),
        ("{drive} {distance} doing {speed}", "{drive} {distance}, sitting on {speed} the whole way",
         "{drive} for {distance} at {speed}, steady as she goes", "{drive} {distance} (move speed {speed})",
         "{drive}, {distance} at {speed}"),
        ("{drive} {distance} distance with {speed} speed", "{drive} for {distance} with a speed of {speed}",
         "{drive} till {distance} is covered, at {speed}", "{drive} {distance}, maintaining the speed as {speed}",
         "{drive} a distance of {distance} with {speed} speed", "{drive} {distance} at the speed of {speed}"),
        ("{drive} {distance} at {speed} on the whistle", "{drive} {distance} at {speed}, no more, no less",
         "{drive} a distance of {distance} at a uniform speed of {speed}",
         "{drive} {distance} at a constant speed of {speed}, and no farther",
         "{drive} for {distance}, holding {speed} the whole rep",
         "{drive} a total distance of {distance} at a speed of {speed}", "{drive} {distance}, hustling at {speed}"),
        Voiced(("{drive} um {distance} at {speed}", "{drive} {distance} uh going {speed}",
                "{drive} for {distance} and the speed is um {speed}",
                "{drive} uh {distance} sorry {distance} at {speed}"),
               ("{drive} {distance} @ {speed} pls", "{drive} {distance} at {speed}, no turning",
                "{drive} {distance}, speed {speed}",
                "{drive} {distance} at {speed} thx"))),
    ("distance", "time"): Split((
        "{drive} {distance} in {time}", "{drive} for {distance}, taking {time}",
        "{drive} {distance}, spending {time} on it", "{drive} a distance of {distance} over {time}",
    ), ("{drive} to cover {distance} in exactly {time}",),
        ("{drive} {distance} over the course of {time}", "{drive} {distance}, which should take {time}",
         "{drive} through {distance} in {time}"),
        ("{drive} {distance}, taking {time} to get there", "{drive} {distance}, covering it in {time}",
         "{drive} {distance} over a period of {time}", "{drive} {distance} in a time of {time}"),
        ("{drive} {distance}, t = {time}", "{drive} {distance} and takes {time} doing so",
         "{drive} {distance}, timed to take {time}", "{drive} {distance} in a span of {time}"),
        ("{drive} {distance} in exactly {time}", "{drive} for {distance} (duration {time})",
         "{drive} {distance}, and the move should take {time}", "{drive} {distance} so that the move lasts {time}"),
        ("{drive} over a distance of {distance}, and this lasts {time}",
         "{drive} (distance = {distance}, time = {time})", "{drive} for a length of {distance} in a time of {time}",
         "{drive} and covers {distance}; the move takes {time}"),
        ("{drive} {distance} in the space of {time}", "{drive} for a run of {distance} lasting {time}",
         "{drive} until it has gone {distance}, spreading the move over {time}",
         "{drive} {distance}, {time} from start to finish"),
        ("{drive} {distance} and should take {time} to get there", "{drive} {distance}; duration: {time}",
         "{drive} for a stretch of {distance}, timed at {time}", "{drive} {distance}, with the move taking {time}"),
        ("{drive} {distance} and takes {time} to cover it", "{drive} [dist {distance} / dur {time}]",
         "{drive} {distance}, {time} on the clock", "{drive} {distance}, pacing it to take {time}",
         "{drive} the next {distance}, spread over {time}"),
        ("{drive} {distance}, {time} for the move", "{drive} {distance} and takes {time} over it",
         "{drive} {distance}, taking {time} about it", "{drive} {distance}, and the move runs {time}",
         "{drive} {distance} over {time}, smooth as"),
        ("{drive} {distance} distance in {time} time", "{drive} for {distance} and completes the same in {time}",
         "{drive} {distance}, total time taken being {time}",
         "{drive} till {distance} is covered, taking {time} for it",
         "{drive} a distance of {distance} in a duration of {time}", "{drive} {distance} in {time} duration"),
        ("{drive} {distance} in {time} on the whistle", "{drive} {distance}, {time} on the stopwatch",
         "{drive} a distance of {distance} over a period of {time}",
         "{drive} {distance}, such movement to be completed in {time}",
         "{drive} {distance} and covers it in {time} flat",
         "{drive} a total distance of {distance} in a period of {time}",
         "{drive} {distance}, no more, no less, taking {time}"),
        Voiced(("{drive} um {distance} in {time}", "{drive} {distance} uh and takes {time} to get there",
                "{drive} for {distance} and it should take um {time}", "{drive} uh {distance} over {time}"),
               ("{drive} {distance} in {time} pls", "{drive} {distance}, {time}", "{drive} {distance} over {time} thx",
                "{drive} {distance}, takes {time}"))),
}
HAZARD = Split((
    "while stopping for {hz}", "stopping whenever {hz_or} is in view", "and stops for {hz}, then carries on",
    "pausing for {hz}", "halting while {hz_or} is observed", "giving way to {hz}",
    "waiting whenever it sees {hz_or}", "yielding to {hz}", "stopping for {hz} along the way",
    "always stopping if {hz_or} is detected",
), ("freezing whenever {hz_or} shows up", "coming to a halt for {hz} and resuming afterwards",
    "holding still while {hz_or} is in sight"),
    ("braking whenever {hz_or} crosses its path", "halting as long as {hz_or} is nearby",
     "stopping for {hz} and continuing once the way is clear", "giving right of way to {hz}",
     "stopping in its tracks if {hz_or} appears", "waiting for {hz} to pass",
     "never moving while {hz_or} is in front of it", "standing still for as long as {hz_or} is visible",
     "pausing each time {hz_or} is detected ahead", "keeping clear of {hz} by stopping when they appear",
     "yielding whenever it meets {hz_or}"),
    ("and halts whenever it sees {hz_or}", "coming to a stop each time {hz_or} is spotted",
     "but it must stop for {hz}", "and waits whenever {hz_or} is in view", "stopping for any {hz} it encounters",
     "and must stop while {hz_or} is in sight, then carry on", "making sure to stop for {hz}",
     "and comes to a standstill whenever {hz_or} is detected", "stopping and staying put while {hz_or} can be seen",
     "and it should stop any time it detects {hz_or}", "and stops dead whenever {hz_or} appears",
     "holding its position whenever {hz_or} comes into view"),
    ("and stops for {hz} (resuming once they are gone)", "with a stop whenever {hz_or} is detected",
     "yielding to {hz} throughout", "and gives way to {hz} at all times", "but halts for {hz}",
     "all while stopping for {hz}", "and must not move while {hz_or} is detected",
     "stopping if it detects {hz_or} and continuing when it no longer does",
     "with an immediate stop each time {hz_or} is seen", "with a safety stop for {hz}",
     "pausing as long as {hz_or} is detected", "and stays stopped while {hz_or} is in view"),
    ("and stops whenever {hz_or} is detected, carrying on once the way is clear",
     "waiting, motionless, while {hz_or} is in view",
     "and, if {hz_or} is detected, stops and waits for the way to clear",
     "yielding to {hz} whenever they are detected", "and must come to a stop whenever it detects {hz_or}",
     "remaining at a standstill while {hz_or} is in view", "giving {hz} priority and stopping for them",
     "taking care to stop for {hz}", "and is never to move while {hz_or} is detected",
     "stops whenever {hz_or} is detected and otherwise {steps}",
     "gives way to {hz} at all times and, subject to that, {steps}",
     "{steps}. Safety requirement: it must stop whenever {hz_or} is detected",
     "{steps}; it stops for {hz} and resumes when they are gone"),
    ("and it stops each time it sees {hz_or}, then continues", "with the rule that it stops while {hz_or} is seen",
     "but if {hz_or} is seen, it has to stop and wait until the way is free",
     "and does not move as long as it detects {hz_or}", "and, for safety, it stops each time {hz_or} is detected",
     "halting for {hz} and continuing afterwards", "always staying stopped while {hz_or} can be detected",
     "stopping its motion whenever {hz_or} is in its view",
     "and it keeps still while it detects {hz_or}, moving on when the way is free",
     "keeping its speed at zero while {hz_or} is detected",
     "stops every time {hz_or} is detected, and apart from that {steps}",
     "{steps}. During the whole task, it stops whenever {hz_or} is detected",
     "{steps} (safety rule: it stops while {hz_or} is detected)"),
    ("keeping an eye out for {hz} and halting whenever {hz_or} is detected",
     "on the understanding that it stops whenever {hz_or} is detected", "with a standing order to stop for {hz}",
     "pulling up whenever {hz_or} is detected and setting off again once clear",
     "and is to stop while {hz_or} is detected",
     "and waits out {hz}, motionless for as long as {hz_or} is detected",
     "treating {hz} as a stop condition, so it is stationary whenever {hz_or} is detected",
     "and comes to rest whenever {hz_or} is detected, moving on once clear",
     "halting on every detection of {hz_or} and resuming when the detection clears",
     "stopping short whenever {hz_or} is detected, then continuing",
     "keeps watch for {hz} the whole time, stopping while {hz_or} is detected, and {steps}",
     "{steps}. NB: it must stop whenever {hz_or} is detected",
     "{steps}. Standing order throughout: stop for {hz}"),
    ("stopping dead whenever {hz_or} is detected and only moving off again once the coast is clear",
     "but it has to hold off whenever {hz_or} is detected", "with a hard stop any time {hz_or} is detected",
     "and pauses whenever its sensors pick up {hz_or}",
     "and it's important that it stops whenever {hz_or} is detected", "and (this is a must) stops for {hz}",
     "and it shouldn't move while {hz_or} is detected", "and halts any time {hz_or} gets detected",
     "staying put while {hz_or} is detected, then carrying on",
     "holding still for as long as {hz_or} is detected",
     "{steps}. Please make sure it stops for {hz}",
     "{steps}. Must-have: it stops whenever {hz_or} is detected",
     "{steps} (if {hz_or} is detected, it stops until the way is clear)",
     "puts {hz} first by stopping whenever they are detected, and otherwise {steps}"),
    ("and stops for {hz}, no exceptions",
     "hitting the brakes whenever {hz_or} is detected and pulling away again once clear",
     "and it holds up whenever {hz_or} is detected", "with a full stop any time {hz_or} is picked up on its sensors",
     "but freezes up whenever {hz_or} is detected", "sitting tight while {hz_or} is detected",
     "and waits it out whenever {hz_or} is detected, then keeps going", "yielding to {hz} with a dead stop",
     "and idles in place while {hz_or} is detected", "keeping its speed at zero for as long as {hz_or} is detected",
     "{steps}. Heads up: it has to stop whenever {hz_or} is detected",
     "{steps}. Safety note: full stop for {hz}, resume once clear",
     "{steps}, stopping for {hz} along the way, of course",
     "stops for {hz} first and foremost, and otherwise {steps}"),
    ("and pulls up whenever {hz_or} is spotted, then gets going again once it's clear",
     "and pulls up for {hz}, no arguments", "keeping a lookout for {hz} and stopping whenever {hz_or} is detected",
     "and if {hz_or} turns up, it stops and waits till they've gone",
     "but it pulls up and sits still while {hz_or} is about",
     "and if {hz_or} wanders into shot, it holds until they clear",
     "and cuts the move whenever {hz_or} is detected, picking it up again once clear",
     "and stays put whenever {hz_or} is detected, then carries on with the job",
     "stopping and waiting whenever {hz_or} is detected, then pushing on",
     "{steps}. Safety first: if {hz_or} is detected, everything stops until it's clear",
     "{steps}, and mind {hz}: it stops for them every time",
     "{steps}. If {hz_or} pops up, it stops and waits it out",
     "{steps} (stopping for {hz} is non-negotiable)",
     "waits for {hz} to clear whenever they're detected, and in between {steps}"),
    ("and kindly ensure it stops whenever {hz_or} is detected", "stopping compulsorily for {hz}",
     "and it must halt whenever {hz_or} comes in front of it, and resume once the path is clear",
     "giving way to {hz} without fail", "with the condition that it stops whenever {hz_or} is detected",
     "and if {hz_or} is detected, it should stop and wait till the path is clear",
     "stopping for {hz} as per the safety norms", "and it has to be stopped whenever {hz_or} is detected",
     "halting each and every time {hz_or} is detected", "and it will not move as long as {hz_or} is detected",
     "{steps}. Kindly note: it must stop whenever {hz_or} is detected",
     "{steps}. As per safety protocol, it halts for {hz} and continues once the path is clear",
     "{steps} (it should stop for {hz} and continue after the path is clear)",
     "{steps}; in case {hz_or} is detected, it stops immediately and waits till the path is clear",
     "strictly stops for {hz}, and apart from this {steps}"),
    ("and shall stop whenever {hz_or} is detected, resuming once clear",
     "and takes a knee whenever {hz_or} is detected, then gets going again once it's clear",
     "provided, however, that it shall stop whenever {hz_or} is detected",
     "subject to the condition that it stops for {hz}",
     "and freezes whenever {hz_or} is detected, like the whistle just blew",
     "and dead-stops whenever {hz_or} is detected, every single time",
     "it being understood that it stops whenever {hz_or} is detected",
     "and in the event that {hz_or} is detected, it shall stop until the way is clear",
     "and shall yield to {hz} at all times",
     "stopping for {hz} every single time, no questions asked",
     "{steps}. Notwithstanding the foregoing, it shall stop whenever {hz_or} is detected",
     "{steps}. Coaching point: it stops whenever {hz_or} is detected, every time",
     "shall at all times stop for {hz} and, subject to the foregoing, {steps}",
     "{steps}, and heads up: if {hz_or} is detected, it stops and waits till it's clear",
     "{steps} (it shall stop for {hz} and resume once they have cleared)",
     "stops for {hz} first, last and always, and otherwise {steps}"),
    Voiced(("and um stops for {hz} okay",
            "and uh if there's {hz_or} it stops and then keeps going",
            "but it has to stop for {hz} you know",
            "and it stops whenever it sees {hz_or} okay",
            "oh and it should stop for {hz}",
            "stopping for {hz} obviously",
            "and um make sure it stops if it sees {hz_or}",
            "{steps} oh and um it stops for {hz} too",
            "um whenever it sees {hz_or} it stops and otherwise {steps}",
            "{steps} and uh it stops for {hz} the whole time"),
           ("+ stops for {hz}",
            "& stops if it sees {hz_or}",
            "stops for {hz} obvs",
            "but pls stop for {hz}",
            "stopping for {hz} ofc",
            "(stops if {hz_or} is detected)",
            "& waits if {hz_or} shows up, then continues",
            "{steps}. also stops for {hz} pls",
            "{steps}. nb stops for {hz}",
            "stops for {hz} at all times, otherwise {steps}")))
# Sequences: (opening, between two steps, before the last step); counted steps: ("counted", each step's label,
# the heading); a label may count in numbers ({i}, {i_words}: "one"), letters ({letter}, {lower}) or ordinals
# ({ordinal}: "first", {nth}: "1st") or roman numerals ({roman}: "ii", {roman_upper}: "II"), a heading name the
# count ({k}, {k_words}) or the letters ({letters}: "A and B", "A to C").
SEQUENCE = Split((
    ("", ", then ", ", then "), ("first ", ", then ", ", and finally "), ("", "; after that it ", "; after that it "),
    ("", ", and then ", ", and then "), ("", ", next ", ", and finally "), ("", ". Then it ", ". Finally it "),
    ("", " and afterwards ", " and afterwards "), ("", "; next it ", "; last, it "),
    ("first it ", "; then it ", "; then it "),
    ("counted", "step {i} of {k}: ", "does a mission in {k} steps: "),
), (("", "; once done, ", "; once done, "), ("", ", and when that is finished it ", ", and when that is finished it "),
    ("", "; subsequently it ", "; subsequently it ")),
    (("to begin, it ", "; then it ", "; to finish, it "), ("", ", after which it ", ", after which it "),
     ("", "; when it has done that, it ", "; when it has done that, it "), ("", ". Next, it ", ". Lastly, it "),
     ("", "; following this, it ", "; following this, it "), ("it first ", ", and then ", ", and at the end "),
     ("", ", before it ", ", before it "), ("initially it ", "; then it ", "; finally, it "),
     ("", "; later it ", "; later it "), ("", ", then straight away ", ", then straight away "),
     ("", "; once that is complete it ", "; once that is complete it ")),
    (("", "; afterwards it ", "; afterwards it "), ("", ", and after that ", ", and after that "),
     ("", "; then, ", "; and lastly, "), ("first of all it ", ", then it ", ", and at last it "),
     ("", ". After this it ", ". After this it "), ("", "; directly after, it ", "; directly after, it "),
     ("to start, it ", "; next, it ", "; and to wrap up, it "),
     ("", ", and once that's done it ", ", and once that's done it "), ("", " then ", " and lastly "),
     ("in order, it ", ", then ", ", then "), ("", ". After that, it ", ". At the end, it "),
     ("", ", and next ", ", and last of all ")),
    (("", "; then ", "; then "), ("", " -> ", " -> "), ("counted", "({i}) ", "runs {k} steps in order: "),
     ("", "; when finished, it ", "; when finished, it "),
     ("", "; once it has done so, it ", "; once it has done so, it "),
     ("", ", then it ", ", then at the end it "), ("", " and then it ", " and then, as a last step, it "),
     ("", "; after that, ", "; and to finish, "), ("in sequence: it ", "; it then ", "; it then "),
     ("", "; upon completion it ", "; upon completion it "), ("", ". It then ", ". It then "),
     ("first ", " and, when that is done, ", " and, when that is done, ")),
    (("", ", and only then ", ", and only then "), ("", "; after completing that, it ", "; after completing that, it "),
     ("counted", "{i}) ", "carries out {k} manoeuvres in this order: "),
     ("first ", "; after that, it ", "; and to finish off, it "),
     ("", "; once that is finished, ", "; once that is finished, "),
     ("", ". Having done that, it ", ". Having done that, it "), ("", " — then ", " — and finally "),
     ("", ", and next it ", ", and as the last step it "), ("", "; when that is over, it ", "; when that is over, it "),
     ("counted", "({i}/{k}) ", "goes through {k} steps: "), ("", "; following that, it ", "; to finish, it "),
     ("", " and, only when that is done, ", " and, only when that is done, ")),
    (("", ". After it finishes, it ", ". After it finishes, it "),
     ("", "; as the next step it ", "; as the final step it "),
     ("at the start it ", "; after this, it ", "; at the very end it "),
     ("", ", and after finishing that it ", ", and after finishing that it "),
     ("", "; in the next step it ", "; in the last step it "),
     ("", "; the next thing is that it ", "; the last thing is that it "),
     ("", " and, after this, ", " and, after this, "),
     ("", "; when this step is done, it ", "; when this step is done, it "),
     ("firstly it ", ", after this it ", ", and lastly it "),
     ("", "; straight after that it ", "; straight after that it "),
     ("counted", "{i}. ", "follows this plan of {k} steps: "),
     ("counted", "[{i}] ", "performs {k} actions one by one: ")),
    (("counted", "step {letter}: it ", "carries out steps {letters} in turn: "),
     ("counted", "{ordinal}ly, it ", ""),
     ("counted", "({lower}) ", "does the following {k_words} things in order: "),
     ("", ". On completion, it ", ". On completion, it "), ("", " and, that done, ", " and, that done, "),
     ("", ". Following on from that, it ", ". To round off, it "), ("", "; thereafter it ", "; thereafter it "),
     ("", "; with that done, it ", "; with that done, it "), ("", ". Next up, it ", ". Next up, it "),
     ("", " & then ", " & then finally "),
     ("", ". Once it is done with that, it ", ". Once it is done with that, it "),
     ("", ", and subsequent to that it ", ", and subsequent to that it ")),
    (("counted", "step {i_words}: it ", "goes through a {k_words}-step routine: "),
     ("counted", "{nth}: ", "runs this sequence: "), ("counted", "#{i} ", "works through this checklist: "),
     ("first off, it ", "; then it ", "; and to close, it "),
     ("", "; as soon as that's finished, it ", "; as soon as that's finished, it "),
     ("", ". When ready, it ", ". When ready, it "), ("to kick off, it ", "; next it ", "; to wrap things up, it "),
     ("", ", and when it's through with that, ", ", and when it's through with that, "),
     ("", "; as its next move it ", "; as its final move it "),
     ("", " and, once that's out of the way, ", " and, once that's out of the way, "),
     ("", ". Moving on, it ", ". Finishing up, it "),
     ("", "; once that's done and dusted, it ", "; once that's done and dusted, it ")),
    (("counted", "leg {i}: ", "runs a {k}-leg route: "),
     ("counted", "phase {i_words}: it ", "works through {k_words} phases: "),
     ("counted", "{ordinal} move: it ", "makes {k_words} moves: "), ("", " >> ", " >> "),
     ("", " / then ", " / finally "),
     ("first up, it ", "; after that, it ", "; and last up, it "),
     ("", ", then once that's wrapped up, ", ", then once that's wrapped up, "),
     ("", "; from there it ", "; and from there it "),
     ("", ". When it's finished with that, it ", ". When it's finished with that, it "),
     ("", ", and as soon as it's done, ", ", and as soon as it's done, "),
     ("to get things going it ", "; next up, it ", "; and to round it all off, it "),
     ("", ". After it's wrapped that up, it ", ". For the grand finale, it ")),
    (("counted", "shot {i}: it ", "runs a {k}-shot list: "),
     ("counted", "beat {i_words}: it ", "plays out in {k_words} beats: "),
     ("counted", "{nth} job: it ", "has {k_words} jobs to knock over: "),
     ("", ", then she ", ", then she "), ("first up she ", ", then she ", ", and to finish she "),
     ("", ". Once that's sorted, it ", ". Once that's sorted, it "),
     ("", "; soon as that's done she ", "; soon as that's done she "), ("", ", then on cue ", ", then on cue "),
     ("on action it ", ", then ", ", and to end the shot "), ("", ". Next job, it ", ". Last job, it "),
     ("", "; cut to: it ", "; cut to: it "), ("", ", and when that's in the can, ", ", and when that's in the can, "),
     ("", "; after that she ", "; and then to wrap, she ")),
    (("counted", "step no. {i}: it ", "does {k} steps as below: "),
     ("counted", "({roman}) ", "performs the following {k_words} activities: "),
     ("counted", "activity {i}: it ", "carries out {k} activities one after another: "),
     ("", ". Post that, it ", ". Post that, it "), ("", "; once it is done, it ", "; once it is done, it "),
     ("firstly it ", "; after that it ", "; lastly it "),
     ("", " and after completing this, it ", " and after completing this, it "),
     ("", "; thereafter, it ", "; and finally, it "), ("", "; next to that, it ", "; next to that, it "),
     ("", ". Subsequently, it ", ". At last, it "), ("", ", and then it ", ", and then at last it "),
     ("to start with, it ", "; then it ", "; and at the end it "),
     ("", "; after this only, it ", "; after this only, it "),
     ("", ". Once this is completed, it ", ". Once this is completed, it ")),
    (("counted", "Station {i}: it ", "works {k_words} stations in order: "),
     ("counted", "Item {roman_upper}: it ",
      "shall perform the following {k_words} ({k}) maneuvers in the order stated: "),
     ("counted", "Rep {i_words}: it ", "runs a {k_words}-rep drill: "),
     ("", ", then on the whistle it ", ", then on the whistle it "),
     ("first it ", ", then it ", ", and to close out the drill it "),
     ("", ", whereupon it ", ", whereupon it "),
     ("", "; upon completion thereof, it ", "; upon completion thereof, it "),
     ("in the first instance it ", "; next, it ", "; and lastly, it "),
     ("", ". Once that rep's done, it ", ". Once that rep's done, it "),
     ("", "; following the completion of the foregoing, it ", "; following the completion of the foregoing, it "),
     ("", ", and on the next whistle it ", ", and on the final whistle it "),
     ("to open the drill it ", "; next rep, it ", "; last rep, it "),
     ("", "; and immediately upon the conclusion thereof, it ", "; and immediately upon the conclusion thereof, it "),
     ("", " and, once it's squared away, ", " and, once it's squared away, "),
     ("", ". After that, on the coach's call, it ", ". Then, on the coach's call, it ")),
    Voiced((("", " and then ", " and then "),
            ("um first it ", " and then uh ", " and then last it "),
            ("okay so first ", " and after that ", " and then finally "),
            ("", " and then after that it ", " and then after that it "),
            ("so ", " um then ", " and then um lastly "),
            ("", " okay and then it ", " okay and then it "),
            ("okay first ", " then it uh ", " and then at the end it "),
            ("", " and when it's done with that it ", " and when it's done with that it ")),
           (("", " then ", " then "),
            ("first ", " -> ", " -> "),
            ("", " + then ", " + then "),
            ("", ", then ", ", then finally "),
            ("", " & after that ", " & after that "),
            ("", "... then ", "... then "),
            ("counted", "{i}) ", "{k} steps: "),
            ("", " nxt ", " nxt "),
            ("", ", after that ", ", lastly "))))


def draw_move(rng: random.Random, v: Vehicle, split: str, kind: str) -> tuple[Move, float | None]:
    """A feasible manoeuvre of `kind` (turn, spin, forward, reverse) from the split's numbers, and the
    radius of a turn (the goal keeps its distance: radius x angle)."""
    for _ in range(1000):
        if kind == "spin" and rng.random() < 2 / 3:  # at a rate: by its angle (1/3) or for a time (1/3)
            move = _spin_at_rate(rng, v, split)
            if move is not None:
                return move, None
            continue
        if kind in ("turn", "spin"):
            side, angle, time = pick(rng, ("left", "right")), pick(rng, v.angle.of(split)), pick(rng, v.time.of(split))
            heading, w = angle if side == "left" else -angle, math.radians(angle) / time
            if w > MAX_ANGULAR:
                continue
            if kind == "spin":
                return Move(side, "in_place", heading, time=time), None
            radius = pick(rng, v.radius.of(split))
            if radius * w <= v.max_speed:
                return Move(side, "forward", heading, radius * math.radians(angle), time=time), radius
            continue
        given = pick(rng, tuple(STRAIGHT))
        speed, time, distance = (pick(rng, v.speed.of(split)), pick(rng, v.time.of(split)),
                                 pick(rng, v.distance.of(split)))
        moving = distance / speed if "time" not in given else time
        actual = distance / time if "speed" not in given else speed
        if 1.5 <= moving <= MAX_SEGMENT and 0.1 <= actual <= v.max_speed:
            return Move("straight", kind, None, distance if "distance" in given else None,
                        speed if "speed" in given else None, time if "time" in given else None), None
    raise RuntimeError(f"no feasible {kind} move in the {split} ranges")


def rate_value(rate: tuple[float, str]) -> float:
    """A RATE entry in rad/s."""
    number, unit = rate
    return number if unit == "rad/s" else math.radians(number)


def _spin_at_rate(rng: random.Random, v: Vehicle, split: str) -> Move | None:
    """A turn in place at one of the split's rates, by one of its angles or for one of its times; None when the
    draw is not feasible (1.5 s to MAX_SEGMENT of motion, 10 to 360 degrees)."""
    side, rate = pick(rng, ("left", "right")), pick(rng, RATE.of(split))
    w, sign = rate_value(rate), 1 if side == "left" else -1
    if rng.random() < 0.5:
        angle = pick(rng, v.angle.of(split))
        ok = 1.5 <= math.radians(angle) / w <= MAX_SEGMENT
        return Move(side, "in_place", sign * angle, angular_speed=w) if ok else None
    time = pick(rng, v.time.of(split))
    angle = math.degrees(w * time)
    return Move(side, "in_place", sign * angle, time=time, angular_speed=w) if 10 <= angle <= 360 else None


def move_words(rng: random.Random, v: Vehicle, split: str, move: Move, radius: float | None) -> str:
    """One manoeuvre as a verb phrase ("turns left 45 degrees with a radius of 3 meters in 5 seconds")."""
    slots = {"body": pick(rng, v.body.of(split)), "goes": pick(rng, v.goes.of(split))}
    if move.turn != "straight":
        sides, adjs = SIDES.of(split)[move.turn]
        angle = abs(move.heading)
        slots.update(side=pick(rng, sides), side_adj=pick(rng, adjs))
        if move.angular_speed is None or move.time is None:  # a rate for a time gives the angle: not said
            slots.update(angle=quantity(rng, angle, "deg", split), angle_adj=adjective(rng, angle, "deg", split))
        if move.time is not None:
            slots["time"] = quantity(rng, move.time, "s", split)
        if radius is not None:
            slots["radius"] = quantity(rng, radius, "m", split)
            if split == "heldout7":  # its turning circles may be given by their diameter
                slots["diameter"] = quantity(rng, round(2 * radius, 6), "m", split)
        templates = SPIN if move.direction == "in_place" else TURN
        if move.angular_speed is not None:
            slots["rate"] = rate_words(rng, move.angular_speed, split)
            templates = SPIN_AT if move.time is None else SPIN_FOR
        return pick(rng, templates.of(split)).format(**slots)
    given = tuple(k for k in ("distance", "speed", "time") if getattr(move, k) is not None)
    slots.update(drive=pick(rng, (v.forward if move.direction == "forward" else v.reverse).of(split)),
                 distance=quantity(rng, move.distance or 0, "m", split),
                 speed=quantity(rng, move.speed or 0, "m/s", split), time=quantity(rng, move.time or 0, "s", split))
    return pick(rng, STRAIGHT[given].of(split)).format(**slots)


def rate_words(rng: random.Random, w: float, split: str) -> str:
    """A turning rate of the split in its words ("0.4 rad/s", "twenty degrees per second")."""
    number, unit = next(r for r in RATE.of(split) if math.isclose(rate_value(r), w))
    return quantity(rng, number, unit, split)


def hazard_words(rng: random.Random, v: Vehicle, split: str, hazards: tuple[str, ...], steps: str | None = None) -> str:
    """The hazards to stop for ("stopping whenever a pedestrian or a car is in view"); given the steps, the whole
    task: the steps and then the hazards, or where a template places the steps ("stops whenever ... and otherwise
    {steps}", heldout5 to heldout12). Without steps, templates that place them are left out."""
    plural = [v.hazards.of(split)[h][0] for h in hazards]
    single = [v.hazards.of(split)[h][1] for h in hazards]
    join = lambda xs, word: xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + f" {word} " + xs[-1]  # noqa: E731
    form = pick(rng, [t for t in HAZARD.of(split) if steps is not None or "{steps}" not in t])
    form = form if steps is None or "{steps}" in form else "{steps}, " + form
    return form.format(hz=join(plural, "and"), hz_or=join(single, "or"), steps=steps)


def sequence_words(rng: random.Random, split: str, steps: list[str]) -> str:
    """Steps joined in order, with sequencing words ("first ..., then ..., and finally ...") or counted ("does a
    mission in 3 steps: step 1 of 3: ...", "runs 3 steps in order: (1) ...", heldout8's "step one: it ...", "1st: ...",
    "#1 ...", heldout9's "leg 1: ...", "phase one: it ...", "first move: it ...", heldout10's "shot 1: it ...",
    "beat one: it ...", "1st job: it ...", heldout11's and heldout12's own labels)."""
    if len(steps) == 1:
        return steps[0]
    opening, between, last = pick(rng, SEQUENCE.of(split))
    k = len(steps)
    if opening == "counted":
        ordinals = ("first", "second", "third", "fourth", "fifth", "sixth")
        letters = "A and B" if k == 2 else f"A to {chr(64 + k)}"
        return last.format(k=k, k_words=integer_words(k), letters=letters) + "; ".join(
            between.format(i=i, k=k, letter=chr(64 + i), lower=chr(96 + i), ordinal=ordinals[i - 1],
                           i_words=integer_words(i), nth=f"{i}{('st', 'nd', 'rd')[i - 1] if i <= 3 else 'th'}",
                           roman=("i", "ii", "iii", "iv", "v", "vi")[i - 1],
                           roman_upper=("I", "II", "III", "IV", "V", "VI")[i - 1]) + s
            for i, s in enumerate(steps, 1))
    return opening + "".join(s + (between if i < k - 2 else last if i == k - 2 else "") for i, s in enumerate(steps))


def draw_sequence(rng: random.Random, v: Vehicle, split: str, length: int,
                  kinds: tuple[str, ...]) -> tuple[list[Move], list[str]]:
    """`length` manoeuvres, no two neighbours of one kind (the judge would merge them), at most
    MAX_TOTAL seconds of motion; with the words of each."""
    for _ in range(1000):
        moves, words = [], []
        for _ in range(length):
            kind = pick(rng, kinds)
            move, radius = draw_move(rng, v, split, kind)
            if moves and (moves[-1].turn, moves[-1].direction) == (move.turn, move.direction):
                break
            moves.append(move)
            words.append(move_words(rng, v, split, move, radius))
        if len(moves) == length and sum(m.seconds() for m in moves) <= MAX_TOTAL:
            return moves, words
    raise RuntimeError(f"no feasible {length}-move sequence in the {split} ranges")


def slug(moves: list[Move]) -> str:
    """A name for the manoeuvres ("turn_left_then_reverse", "mission_of_four_steps"): no digit, which a small
    model would read as a quantity."""
    def one(m: Move) -> str:
        if m.turn == "straight":
            return "reverse" if m.direction == "reverse" else "drive_forward"
        return ("spin_" if m.direction == "in_place" else "turn_") + m.turn
    return "_then_".join(map(one, moves)) if len(moves) <= 2 else f"mission_of_{integer_words(len(moves))}_steps"
