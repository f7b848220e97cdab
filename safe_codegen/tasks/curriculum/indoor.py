"""The indoor robot's curriculum (RoboEval-style errands): deliver a message to a room's person, fetch
an object if it is there, ask for the backpack only where a person and the backpack are both present
(phi5), move an object between rooms, and room by room: tell every person a message, name the rooms with an
object, count the rooms with a person or an object; each with inline worlds and their checks."""

from __future__ import annotations

import random
import re

from safe_codegen.generate.prompts import Task
from safe_codegen.tasks.curriculum.words import Split, Voiced, pick, task_name, voice_split
from safe_codegen.tasks.goals import Expectation, Goal, NamedScenario
from safe_codegen.tasks.world import Scenario

# The train split names many rooms, things and messages, so that a model trained on it learns to copy the task's own
# words rather than the few it saw (with 6 rooms and 5 messages it wrote only those: 0/40 on held-out errands).
ROOMS = Split(("office", "lounge", "kitchen", "lab", "library", "mail room", "boiler room", "map room", "radio room",
               "chart room", "design room", "quiet room", "game room", "dining room", "living room", "mud room",
               "family room", "guest room", "play room", "utility room", "supply room", "lunch room", "sun room",
               "media room", "craft room", "art room", "trophy room", "post room", "bedroom", "bathroom", "den",
               "basement", "cellar", "nursery", "studio", "warehouse", "auditorium", "clinic", "balcony", "patio",
               "garden", "corridor"),
              ("conference room", "break room", "storage room", "reception"),
              ("server room", "workshop", "cafeteria", "greenhouse", "study"),
              ("gym", "laundry room", "boardroom", "staff room", "print room", "lobby"),
              ("pantry", "supply closet", "waiting room", "hallway", "copy room", "meeting room"),
              ("archive room", "canteen", "music room", "common room", "loading bay", "classroom"),
              ("control room", "locker room", "packing room", "tool room", "training room", "security office"),
              ("plant room", "records office", "dispatch bay", "prep room", "first aid room", "stockroom"),
              ("returns room", "showroom", "cold store", "mezzanine", "demo room", "quality control room"),
              ("hobby room", "sorting room", "back office", "staging area", "maker space", "shipping office"),
              ("smoko room", "tack room", "green room", "edit suite", "feed room", "props room", "dressing room"),
              ("MD cabin", "HR cabin", "record room", "seminar hall", "pooja room", "godown", "accounts section",
               "dispensary"),
              ("weight room", "film room", "field house", "press box", "concession stand", "equipment cage",
               "athletic office", "ticket booth", "jury room", "deposition room"),
              ("guest bath", "home theater", "foyer", "rec room", "pool house", "loft", "powder room", "man cave"),
              ("tea kitchen", "test bay", "hardware lab", "assembly hall", "cloakroom", "sick room", "parts store",
               "seminar room", "coffee corner", "integration lab"),
              Voiced(("reunion room", "saloon", "dormitory", "terrace", "direction office", "secretariat", "archive",
                      "reprography"),
                     ("day room", "sluice room", "treatment room", "nurses station", "linen store", "relatives room",
                      "side room", "discharge lounge")),
              Voiced(("wardroom", "galley", "engine room", "sick bay", "mess deck", "rope locker", "paint store",
                      "wheelhouse"),
                     ("cave", "living", "parking", "open space", "amphitheatre", "sport room", "documentation room",
                      "refectory")),
              Voiced(("main studio", "rehearsal room", "changing room", "costume store", "spin studio",
                      "stretching area", "juice bar", "sound booth"),
                     ("tea water room", "duty room", "activity room", "multifunction hall", "finance room",
                      "small meeting room", "general manager office", "reception room")))
OBJECTS = Split(("apple", "book", "mug", "stapler", "umbrella", "orange", "glass", "phone", "keys", "box",
                 "package", "parcel", "letter", "bag", "jacket", "hat", "remote", "wallet", "sandwich", "plate", "bowl",
                 "towel", "blanket", "pillow", "ball", "camera", "scissors", "marker", "headphones", "tray",
                 "newspaper", "magazine", "envelope", "vase"), ("charger", "notebook", "water bottle"),
                ("flashlight", "thermos", "scarf", "toolbox", "tape measure"),
                ("laptop", "clipboard", "folder", "calculator", "hard hat"),
                ("banana", "tablet", "keyboard", "lunch box", "first aid kit", "sweater"),
                ("extension cord", "pencil case", "stopwatch", "raincoat", "desk lamp", "dictionary"),
                ("barcode scanner", "safety vest", "headset", "label printer", "torch", "coffee cup"),
                ("multimeter", "thermometer", "spare battery", "logbook", "cable reel", "glue gun"),
                ("sample kit", "tape gun", "lanyard", "USB stick", "power bank", "packing slip"),
                ("soldering iron", "hex key", "bubble mailer", "filament spool", "box cutter", "delivery manifest"),
                ("clapperboard", "gaffer tape", "call sheet", "drench gun", "wire strainer", "esky", "lens cap"),
                ("tiffin box", "pen drive", "punching machine", "visitor register", "rubber stamp", "extension board",
                 "water can", "steel tumbler"),
                ("kicking tee", "playbook", "whistle", "mouthguard", "ice pack", "water jug", "ankle brace",
                 "case file", "notary seal", "chin strap"),
                ("dog leash", "hoodie", "baby monitor", "yoga mat", "bike helmet", "nerf gun", "piggy bank",
                 "game controller"),
                ("lidar sensor", "battery pack", "spare wheel", "torque wrench", "ethernet cable", "USB hub",
                 "pretzel box", "thermos flask", "calibration board", "safety helmet"),
                Voiced(("agenda", "mobile", "rubber", "jersey", "tupper", "pack of folios", "fan"),
                       ("pulse oximeter", "BP cuff", "sharps bin", "dressing pack", "glucometer", "slide sheet",
                        "drug chart", "walking frame")),
                Voiced(("sextant", "boat hook", "signal lamp", "tide table", "life jacket", "foghorn", "parallel ruler",
                        "heaving line"),
                       ("portable", "pull", "sweat", "scotch roll", "blanco", "trombone", "stylo", "cartable")),
                Voiced(("hula hoop", "dance shoes", "bluetooth speaker", "resistance band", "kettlebell",
                        "foam roller", "skipping rope", "leg warmers"),
                       ("thermos cup", "U disk", "charge treasure", "data line", "red envelope", "company seal",
                        "mooncake box", "slippers")))
MESSAGES = Split(("meeting at 3", "lunch is served", "the printer is fixed", "your parcel arrived",
                  "the fire drill is at noon", "the van is here", "your lunch is getting cold",
                  "the plumber is on the way",
                  "the manager wants to see you", "the training is cancelled", "the report is due at 6",
                  "bring your badge tomorrow", "the gate code changed", "the cake is on the table",
                  "the windows will be cleaned at 2", "your car is ready", "the guests arrive at 7",
                  "the heater is broken", "the stairs are wet", "the movie starts at 8", "the bins go out tonight",
                  "the doctor is running late", "your form needs a signature", "the party is at 4",
                  "the lifts are slow", "the new chairs arrived", "the boss says hello",
                  "the post has come", "the soup is hot", "the network is back up"),
                 ("the bus leaves at 5", "coffee is ready", "the visitor is here"),
                 ("the meeting moved to 4", "your taxi is outside", "the lab closes early today", "dinner is at 7"),
                 ("your visitor is waiting downstairs", "the team photo is at 2", "please call the front desk",
                  "the car park closes at 6"),
                 ("the projector is broken", "your order is ready", "the elevator is out of service",
                  "standup starts at 9:30", "the wifi password changed"),
                 ("the fire alarm will be tested at 11", "the quarterly review starts at 10:15",
                  "the heating is back on", "please move your car", "the shuttle is running late"),
                 ("the delivery truck has arrived", "your shift starts at 8", "forklift training is at 1:30",
                  "the north door is locked", "please sign the visitor log", "the water is off until 4"),
                 ("the site inspection is at 10:45", "the power goes off at 3", "your spare part has arrived",
                  "the exam starts in ten minutes", "the east stairwell is closed", "please return the radio by 5"),
                 ("the demo has moved to Thursday", "the customer call starts at 2:30", "your new ID card is ready",
                  "the loading dock is closed until noon", "stock count starts at 7",
                  "please badge out before you leave"),
                 ("the 4:15 pickup is confirmed", "the pallet for dock 3 is ready", "your 3D prints are done",
                  "the courier is ten minutes out", "the route sheet has been updated", "the battery swap is at 11:40"),
                 ("the shearers start at 7 tomorrow", "smoko is on in the shed", "the bore pump has stopped again",
                  "we are losing the light", "camera wraps at 6:45", "the rushes are ready to view",
                  "the truck for the weaners is at the front gate"),
                 ("the meeting is preponed to 11:30", "MD sir is calling you", "the lift is under maintenance till 2",
                  "kindly submit your timesheet by 5", "the audit team is coming at 3:45",
                  "tomorrow is a holiday for Diwali", "the AC will be switched off at 7", "your courier has come"),
                 ("practice is moved indoors", "film starts at 3:15", "the bus leaves for the game at 4:40",
                  "weigh-ins are at 6:50 tomorrow", "the trainer needs to see you", "the deposition starts at 9:20",
                  "the settlement papers are ready to sign", "bring your cleats tomorrow",
                  "practice is canceled because of lightning", "the jury has reached a verdict"),
                 ("the pizza guy is here", "dinner is ready", "mom is on the phone", "your uber is outside",
                  "the game is starting", "grandma just got here", "the dryer is done", "someone is at the door",
                  "the wifi is working again", "the dog needs a walk"),
                 ("the build is green", "the test run starts at 14:30", "the coffee machine is repaired",
                  "the lunch break is over", "the meeting is shifted to 16:00", "the lidar firmware is updated",
                  "the calibration is finished", "your parcel is at the gate", "the boss wants to speak with you",
                  "the demo is postponed to Friday"),
                 Voiced(("the meeting is at 17:30", "the food is ready", "tomorrow we start at 8",
                         "the director wants to talk with you", "your package has arrived to reception",
                         "today we close at 15:00", "the internet does not work", "there is coffee for everybody"),
                        ("obs are due at 14:00", "handover is at 19:30", "the ward round starts at 10",
                         "pharmacy has sent up the meds", "the porter is on his way", "your break starts at 13:15",
                         "the blood results are back", "the bed manager needs an update")),
                 Voiced(("the pilot boards at 1420", "all hands muster at 1600", "the captain wants you on the bridge",
                         "shore leave ends at 2200", "the tide turns at 1530", "your watch begins at 0400",
                         "the mail launch is alongside", "supper is up in the mess"),
                        ("the reunion begins at 14h30", "the photocopier is in breakdown", "the director searches you",
                         "the canteen closes at 13h45", "your colis is arrived at the reception",
                         "there is a pot this evening at 18h", "the course of English is annulled",
                         "the wifi code has changed")),
                 Voiced(("class starts at 6:15", "the studio is free now", "the spin class is full",
                         "the music is cued up", "rehearsal runs late tonight", "the costumes arrived",
                         "the showcase is on Saturday", "bring water for cardio"),
                        ("your express has arrived", "the leader is looking for you", "today we work overtime",
                         "the meeting will start at 2:30 pm", "the elevator is under repairing",
                         "please submit the report before 5 pm", "the canteen opens at 11:30",
                         "the water machine is broken")))
MESSAGE = Split((
    "goes to the {room} and says '{msg}' if a person is there",
    "visits the {room} and, if someone is there, tells them '{msg}'",
    "checks the {room} for a person and, if one is there, says '{msg}'",
    "goes to the {room}; if anyone is in it, says '{msg}'",
    "heads to the {room} and says '{msg}' when a person is present",
    "goes over to the {room} and says '{msg}' to whoever is there, if anyone",
    "travels to the {room} and, only if a person is there, says '{msg}'",
    "drops by the {room} and tells anyone there '{msg}'",
    "moves to the {room}, looks for a person, and says '{msg}' if it finds one",
    "goes to the {room} and lets the person there know '{msg}', if there is one",
), ("pops into the {room} and, should somebody be there, announces '{msg}'",
    "makes its way to the {room} and says '{msg}' provided someone is in the room",
    "visits the {room} to tell a person '{msg}' if one is around"),
    ("goes to the {room} and, if a person is present, tells them '{msg}'",
    "heads over to the {room} and announces '{msg}' if anybody is there",
    "visits the {room}; if it finds someone there, it says '{msg}'",
    "drives to the {room} and delivers the message '{msg}' to a person there, if there is one",
    "goes into the {room} and informs whoever is present that '{msg}'",
    "travels to the {room} and, when somebody is in the room, says '{msg}'",
    "checks whether anyone is in the {room} and, if so, tells them '{msg}'",
    "goes to the {room} and relays '{msg}' to the person there, provided there is one",
    "navigates to the {room} and says '{msg}' as long as a person is there",
    "makes for the {room} and, on seeing a person there, says '{msg}'"),
    ("goes to the {room} and, if there is someone in there, says '{msg}'",
     "heads over to the {room}; if it finds anybody, it tells them '{msg}'",
     "goes and sees whether the {room} has anyone in it, and if it does, says '{msg}'",
     "visits the {room} and passes on the message '{msg}' to anyone who is there",
     "drives over to the {room} and says '{msg}', but only if somebody is in the room",
     "goes to the {room} and, provided someone is present, delivers the message '{msg}'",
     "makes a stop at the {room}; if a person is there, it says '{msg}'",
     "swings by the {room} and says '{msg}' if there is anybody in there",
     "heads to the {room} to tell whoever is there '{msg}' (if nobody is there, it says nothing)",
     "goes to the {room}, and if it sees a person, tells them '{msg}'",
     "navigates over to the {room} and, should anyone be inside, passes along '{msg}'"),
    ("goes to the {room} and, if someone's there, says '{msg}'",
     "heads to the {room}: if a person is present, says '{msg}'; otherwise says nothing",
     'goes to the {room} and says "{msg}" to anyone there (nothing if the room is empty)',
     "has the robot go to the {room} and say '{msg}' if it finds a person there",
     "goes to the {room} to give anyone there the message '{msg}'",
     "visits the {room} and, only when someone is in the room, says: '{msg}'",
     'goes to the {room}, checks for a person, and if there is one says "{msg}"',
     "takes the message '{msg}' to the {room} and says it if somebody is there",
     'goes over to the {room} and tells the person there "{msg}" (only if a person is there)',
     "drives to the {room}; if a person is in the room, it says '{msg}' to them",
     "goes to the {room} and says '{msg}' if it sees a person there; if not, it says nothing",
     "stops by the {room} and, when it finds someone there, tells them '{msg}'"),
    ("goes to the {room}; if somebody is present, it says '{msg}', otherwise it stays silent",
     'needs to check the {room} for people and, if it finds anyone, say "{msg}"',
     "heads off to the {room} and, should there be a person in it, says '{msg}'",
     'travels to the {room} and says "{msg}" only if it finds a person there',
     "delivers the message '{msg}' in the {room}, provided somebody is there to hear it",
     "goes to the {room}; if a person is present, says '{msg}'; if not, says nothing",
     "makes its way over to the {room} and passes on '{msg}' to anyone it finds there",
     "visits the {room} so it can tell whoever is in there '{msg}', if there is anyone",
     'checks in on the {room} and, when there is a person in the room, announces "{msg}"',
     "goes along to the {room} and, if it meets someone there, says '{msg}' to them",
     "drops in on the {room}; if anybody is around, it says '{msg}'",
     "goes to the {room} with the message '{msg}' and says it to a person there, if there is one"),
    ("goes to the {room}; when it finds a person in that room, it says '{msg}', and when the room is empty it says "
     "nothing",
     "moves to the {room} and tells '{msg}' to a person there, but only if there is a person",
     "visits the {room} and looks for a person; if it finds one, it says: '{msg}'",
     'goes to the {room} and says the message "{msg}" only when somebody is in the room',
     "goes to the {room} and checks if a person is present; if yes, it says '{msg}'; if no, it does not say anything",
     "brings the message '{msg}' to the {room} and says it there, if a person is in the room",
     "drives to the {room}, and if it sees someone there, it tells that person '{msg}'",
     "travels to the {room} and speaks the words '{msg}' if there is at least one person in the room",
     "goes into the {room} and, if the room has a person in it, announces '{msg}'",
     "goes to the {room} to give the message '{msg}' to a person, and says it only if a person is there",
     "enters the {room} and says '{msg}' on the condition that someone is there",
     "heads for the {room}, checks for people, and says '{msg}' if at least one person is there"),
    ("heads over to the {room} and, provided someone is in there, passes on the message '{msg}'",
     "checks the {room} for occupants and relays '{msg}' to whoever it finds; if nobody is in the room, it stays quiet",
     "pops into the {room} and lets whoever is in there know '{msg}' (nobody there, no message)",
     "makes its way to the {room}; should a person be present, it delivers the message '{msg}'",
     "is to go to the {room} and, only if somebody is there to hear it, say '{msg}'",
     "goes over to the {room} and, if the room is occupied, reads out '{msg}'",
     "swings by the {room} and passes '{msg}' on to anyone present",
     "visits the {room}: person present → says '{msg}'; nobody present → says nothing",
     "is to deliver the message '{msg}' in person in the {room}, provided someone is there to receive it",
     'heads to the {room} and, if it finds anyone in, tells them: "{msg}"',
     "calls in at the {room} and announces '{msg}', but only with somebody there to hear it",
     "looks in on the {room} and, should anybody be there, gives them the message: '{msg}'"),
    ("goes to the {room} and, if anyone's around, tells them '{msg}'",
     "drops by the {room} and lets people there know '{msg}', but only if someone's actually there",
     "heads to the {room}; if there's somebody in, it says '{msg}', otherwise it says nothing",
     "stops by the {room} to pass along '{msg}' to whoever is there (skip it if the room is empty)",
     "runs over to the {room} and, assuming someone is there, says '{msg}'",
     "goes and finds out if anybody is in the {room}; if so, it tells them '{msg}'",
     "visits the {room} with a message for whoever is in: '{msg}' (no one there means no message)",
     "makes a trip to the {room} and says '{msg}' if a person is present",
     "is asked to go to the {room} and say '{msg}' to anyone who is there",
     "goes over to the {room}, and if it finds a person there, passes along: '{msg}'",
     "checks in on the {room} and tells any person it finds '{msg}'",
     "pays the {room} a visit: if a person's there it says '{msg}', if not it keeps quiet",
     "wanders over to the {room} and gives the message '{msg}' to anyone in there"),
    ("rolls over to the {room} and, if somebody's in there, passes on '{msg}'",
     "heads to the {room}; anyone there gets told '{msg}', and an empty room gets nothing",
     "pulls into the {room} and, if it finds a person, says '{msg}'",
     "goes to the {room} with a message for whoever is there, '{msg}', and says nothing if nobody is",
     "checks the {room}: person there, it says '{msg}'; room empty, it keeps quiet",
     "drives to the {room} and gives anyone it finds there a heads-up: '{msg}'",
     'handles this ticket: go to the {room} and say "{msg}" if a person is there, otherwise say nothing',
     "cruises over to the {room} and lets whoever's there know '{msg}' (no one there, no message)",
     "swings into the {room}; if there's a human around, it says '{msg}'",
     "delivers a verbal update to the {room}, '{msg}', but only if someone is there to hear it",
     "heads down to the {room} and relays '{msg}' to anybody present; if the room's empty it says nothing",
     "rolls up to the {room} and, only if a person is there, announces '{msg}'",
     "pokes its head into the {room} and, if someone's inside, tells them '{msg}'"),
    # heldout10: a sheep farmer's texts and a camera crew's call sheet
    ("ducks into the {room} and, if anyone's there, tells them '{msg}'",
     "heads down to the {room}; anybody there gets the word: '{msg}', and if it's empty, nobody hears a thing",
     "goes over to the {room} and, if there's someone about, passes on '{msg}'",
     "pops its head in the {room}; if someone's there, it sings out '{msg}', otherwise it keeps mum",
     'runs a message down to the {room}: "{msg}", but only if someone is there to hear it',
     "takes a message down to the {room}, '{msg}', and says it if anyone's in",
     "goes to the {room} and gives whoever's in there the message '{msg}'; nobody in, nothing said",
     "heads over to the {room} and tells anyone it finds there '{msg}'",
     "calls past the {room} and, should somebody be in, lets them know '{msg}'",
     "nicks over to the {room}; if there's a person in there, it says '{msg}', and if not it says nothing",
     "shoots down to the {room} and, if anyone's around, passes on the word: '{msg}'",
     "wanders down to the {room} and says '{msg}' if there's someone in",
     "has a look in the {room} and, if it finds anybody, gives them the message '{msg}'",
     'drops down to the {room} and sings out "{msg}" to whoever is in there, if anyone'),
    # heldout11: an Indian site engineer's work tickets
    ("goes to the {room} and, if any person is present there, conveys the message '{msg}'",
     "visits the {room} and informs '{msg}' to the person there, if anybody is available",
     "goes to the {room}; in case someone is there, it tells them '{msg}', otherwise there is no need to say anything",
     "moves to the {room} and passes the message '{msg}' to whoever is present, if anyone",
     "checks if anybody is available in the {room}; if yes, it conveys '{msg}', if no, it says nothing",
     "reaches the {room} and, provided some person is there, informs them that '{msg}'",
     "goes to the {room} for conveying '{msg}' to the person there, only if a person is present",
     "proceeds to the {room} and tells '{msg}' to any person available there",
     "goes to the {room} and intimates '{msg}' to the person present there, if any",
     "visits the {room}; if a person is found there, it should convey '{msg}', and if the room is empty, nothing is to "
     "be conveyed",
     "goes to the {room} and, if somebody is available, gives the message '{msg}'",
     "reaches the {room} and checks for a person; on finding one, it says '{msg}'",
     "goes up to the {room} and conveys '{msg}' to the concerned person there, if present",
     "proceeds to the {room} and, if any person is there, tells them: '{msg}'",
     'goes till the {room} and informs "{msg}" to whoever is available there; if nobody is there, no message'),
    # heldout12: an American high-school football coach's drill cards and a county attorney's work order
    ("heads over to the {room} and, if anybody's in there, lets them know '{msg}'",
     "shall proceed to the {room} and, in the event that a person is present therein, shall state '{msg}'",
     "goes to the {room} and tells whoever's there '{msg}'; if nobody's there, it keeps quiet",
     "is hereby directed to go to the {room} and deliver the message '{msg}' to any person present therein; if no "
     "person is present, no message shall be delivered",
     "hustles over to the {room} and, if someone's in there, hollers '{msg}'",
     "checks the {room} for people and, if it finds somebody, passes along '{msg}'",
     "goes to the {room}; provided that a person is present, it says '{msg}', and otherwise it says nothing",
     "swings by the {room} and gives anybody in there the word: '{msg}'",
     "shall visit the {room} and, if and only if a person is present, say '{msg}'",
     "goes down to the {room} and, if somebody's around, tells them '{msg}'; empty room, no message",
     "proceeds to the {room} and, should any person be present therein, delivers the following message: '{msg}'",
     "heads to the {room} and, if a person is there, says '{msg}', and if the room's empty it says nothing at all",
     'goes to the {room} and, only if someone is present, announces: "{msg}"',
     "makes a trip to the {room} and tells any person it finds there '{msg}'",
     "shall go to the {room} and inform any person present that '{msg}', saying nothing if the {room} is unoccupied",
     "pops by the {room} and, if anybody's home, says '{msg}'"),
    # heldout13: a voice assistant's transcript of a spoken command and a terse text message
    Voiced(("um goes to the {room} and if anybody's in there tells them {msg}",
            "okay so it goes over to the {room} and if someone's there it says {msg}",
            "goes to the {room} uh and checks if there's a person and if there is it says {msg}",
            "so like it heads to the {room} and if somebody's in there it tells them {msg}",
            "uh goes to the {room} sorry the {room} and if anyone's there says {msg}",
            "goes into the {room} and um if there's somebody there it lets them know {msg}",
            "um heads over to the {room} and if there's anybody in there it tells them {msg}",
            "okay goes to the {room} and if it finds someone there it says {msg}",
            "goes over to the {room} uh and if there's a person in there it should say {msg}"),
           ("goes to the {room}, if someone's there says '{msg}'",
            "heads to the {room} & tells anyone there '{msg}'",
            "goes to the {room} -> if a person's there, says '{msg}'",
            "checks the {room}, if anybody's in there tells them: {msg}",
            'goes to the {room} and says "{msg}" if someone\'s there',
            "pops into the {room}, if ppl are there says '{msg}'",
            "goes to the {room} + if someone's in there, tells them '{msg}' pls",
            "heads over to the {room}, says '{msg}' if anyone's there, otherwise nothing",
            "goes to the {room}: if someone's there, tells them '{msg}' thx")),
    # heldout14: a robotics engineer's shorthand and a German native speaker's English
    Voiced(("goes to the {room}; if person_present: says '{msg}', else says nothing",
              "navigates to the {room} → person there? → says \"{msg}\"; no person → says nothing",
              "goal: {room}. on arrival, if a person is detected, says '{msg}'",
              "goes to the {room} and says '{msg}' iff a person is present",
              "moves to the {room}; condition person_in_room == true → says '{msg}'",
              "target room: {room}; action: say '{msg}' (only if a person is detected there)",
              "drives to the {room}, checks for a person, and on a positive detection says '{msg}'",
              "visits the {room}; msg = '{msg}'; delivers msg only if someone is present",
              "navigates to the {room} and, if a person is there, outputs '{msg}' via speech"),
             ("drives into the {room} and says '{msg}', in case a person is there",
              "goes to the {room} and, if there is somebody, tells him '{msg}'",
              "drives to the {room}; when a person is present, it says: '{msg}'",
              "goes in the {room} and gives the message '{msg}' to the person there, if one is there",
              "drives to the {room} and checks if somebody is there; if yes, it says '{msg}'",
              "goes into the {room} and says, in case a person is recognized, '{msg}'",
              "brings the message '{msg}' to the {room}, but only if a person is present there",
              "drives to the {room}; if there is a person inside, it should tell: '{msg}'",
              "goes to the {room} and, if someone is present, informs the person: '{msg}'")),
    # heldout15: a Spanish native speaker's English and a ward nurse's care-plan note
    Voiced(("goes to the {room} and, if there is somebody, says to them '{msg}'",
            "goes until the {room}; if it finds a person there, it tells them «{msg}», and if not, it does not say "
            "anything",
            "goes to the {room} and gives the message '{msg}' to the person that is there, if there is one",
            "moves itself to the {room}; in case of finding someone, it says «{msg}»",
            "goes to the {room} to tell '{msg}' to whoever is there; if the room is empty, it says nothing",
            "visits the {room} and, only if there is a person, communicates «{msg}»",
            "goes to the {room} and, if it sees a person, it says him '{msg}'",
            "goes to the {room} and looks if there is people; if there is, it says «{msg}»",
            "approaches to the {room} and, in the case that someone is there, it transmits the message '{msg}'",
            "goes to the {room} and says «{msg}» only if there is any person inside"),
           ("goes to the {room}; if a person is present, informs them: '{msg}'; if the room is empty, no message",
            "attends the {room} and, if anyone is present, verbally hands over '{msg}'",
            "visits the {room}: person present → says '{msg}'; nobody present → nothing said",
            "checks the {room} for anyone present and, if so, relays '{msg}'",
            "goes to the {room} and says '{msg}' to whoever is there (only if someone is present)",
            "reviews the {room}: if occupied, says '{msg}'; if unoccupied, says nothing",
            "attends the {room} and informs any person present that '{msg}'",
            "goes to the {room} to update whoever is there: '{msg}' (no one there = no update)",
            "pops into the {room} and, if a person is present, says '{msg}'",
            "goes to the {room} and, if anyone is present, verbally informs them '{msg}'")),
    # heldout16: a ship's officer's helm orders and a French native speaker's English
    Voiced(("lays to the {room} and, if anyone is there, passes the word: '{msg}'",
            "proceeds to the {room}; with a person there, it passes the word '{msg}', and with the {room} empty, it "
            "passes none",
            "makes for the {room} and hails whoever is there with '{msg}', if anybody is",
            "goes to the {room}; anyone on station there gets the message '{msg}', and an empty {room} gets nothing",
            "heads for the {room} and, should a person be there, says '{msg}'; empty {room}, no word",
            "sets course for the {room} and delivers '{msg}' to the person there, if a person is aboard",
            "steers for the {room} and, on finding somebody there, sings out '{msg}'",
            "lays down to the {room}; if someone is there, the word is '{msg}'; if nobody, silence",
            "makes her way to the {room} and gives anyone present the word '{msg}'",
            "reports to the {room} and says '{msg}' only if a person is present there"),
           ("goes in the {room} and, if there is somebody, it says « {msg} »",
            "goes to the {room}; if it finds a person, it announces « {msg} », if not it says nothing",
            "passes by the {room} and, in case there is someone, transmits the message « {msg} »",
            "goes in the {room} for to say « {msg} » to the person who is there, if there is a person",
            "goes in the {room}; if a person is present, it informs her that « {msg} »",
            "goes to see in the {room} if there is someone, and in this case it says « {msg} »",
            "visits the {room} and, only if someone is there, pronounces « {msg} »",
            "goes in the {room} and announces « {msg} » to the present person, if there is a person",
            "rejoins the {room}; if a person is there, it tells her « {msg} », otherwise nothing",
            "goes in the {room} and if ever someone is there, it communicates him the message « {msg} »")),
    # heldout17: a dance-fitness instructor calling the moves and a Mandarin Chinese native speaker's English
    Voiced(("dances over to the {room} and, if anyone's in there, tells them '{msg}'",
            "pops over to the {room}; if somebody's there, it gives them the message '{msg}', and if it's empty, not "
            "a word",
            "heads to the {room} and, if there's a person in there, calls out '{msg}'",
            "makes its way to the {room}; anybody there hears '{msg}', nobody there, no message",
            "travels to the {room} and lets whoever is in there know '{msg}', but only if someone is there",
            "goes to the {room} and, if the room has someone in it, sings out '{msg}'",
            "glides into the {room} and, should anyone be inside, delivers '{msg}'; empty room, it stays quiet",
            "takes the message '{msg}' to the {room} and says it if somebody's in there",
            "steps into the {room}: person there, it announces '{msg}'; nobody there, it says nothing",
            "heads over to the {room} and gives anyone in there the cue: '{msg}'"),
           ("goes to the {room}, if there is person, tells him “{msg}”",
            "goes to {room} to see if have people, if have, says '{msg}'",
            "arrives the {room}, when somebody is there then says “{msg}”, nobody then don't say",
            "goes to the {room} and passes the message '{msg}' to the person in there, if no person, no need to say",
            "goes to the {room}; if have somebody in the room, say to him: “{msg}”",
            "moves to {room}, checks whether there is person; if yes, says '{msg}'; if no, says nothing",
            "goes to the {room} to inform “{msg}” to the people there, only when there is people",
            "reaches the {room}, if find a person then tell '{msg}'，otherwise don't say anything",
            "goes to the {room} and notifies the person there “{msg}” (if there has person)",
            "goes to the {room} and helps me tell the person there '{msg}', if there is person")))
FETCH = Split((
    "goes to the {room}, picks up the {obj} if it is there, and brings it back",
    "fetches the {obj} from the {room} if it is there and returns",
    "goes to the {room} and, if the {obj} is there, picks it up and comes back",
    "checks the {room} for the {obj}, picks it up if found, and returns to where it started",
    "brings the {obj} back from the {room}, if it is there",
    "heads to the {room}, grabs the {obj} if present, and comes back",
    "retrieves the {obj} from the {room} when it is there, then returns to the start",
    "goes and gets the {obj} from the {room} if it can find it there, and returns",
    "visits the {room}, takes the {obj} if it sees it, and goes back to its starting room",
    "collects the {obj} from the {room}, if present, and returns to its start",
), ("pops over to the {room} to pick up the {obj} if it is lying there, then comes back",
    "makes a trip to the {room} for the {obj}, picking it up only if it is there, and returns",
    "goes to fetch the {obj} from the {room} and comes back, with it if it was there"),
    ("goes to the {room} and brings the {obj} back if it is there",
    "travels to the {room}, picks up the {obj} if it finds it, and returns to its start",
    "heads to the {room} to collect the {obj}, if present, and then comes back",
    "visits the {room}; if the {obj} is there it grabs it, then goes back to where it started",
    "checks the {room} for the {obj}, takes it if it is there, and heads back",
    "goes and fetches the {obj} from the {room} if it is available, returning afterwards",
    "drives to the {room}, picks the {obj} up if it sees it, and comes back to the start",
    "retrieves the {obj} from the {room}, provided it is there, and returns",
    "goes over to the {room}, and if the {obj} is there, picks it up and brings it back",
    "makes its way to the {room}, collecting the {obj} if it is there, then heads back to its starting point"),
    ("goes to the {room}, grabs the {obj} if it is there, and returns to where it started",
     "checks whether the {obj} is in the {room}; if it is, picks it up, and either way comes back",
     "heads to the {room} to get the {obj}, picking it up only if it is there, then goes back to its starting location",
     "drives to the {room}, takes the {obj} if it finds it, and then returns to its start position",
     "goes over to the {room} to look for the {obj}, picks it up if present, and comes back afterwards",
     "visits the {room}, picks up the {obj} if it is lying around there, and returns",
     "fetches the {obj} from the {room} and comes back; if the {obj} is not there, it comes back without it",
     "goes to the {room}; if it spots the {obj}, it picks it up; then it returns to its starting room",
     "makes a run to the {room} for the {obj}, picking it up only if it is there, and comes back to its start",
     "travels to the {room}, and if the {obj} is there it collects it; afterwards it goes back to where it began",
     "looks in the {room} for the {obj}, takes it if it is there, and heads back to the starting point"),
    ("goes to the {room}, picks up the {obj} if it's there, and comes back to where it started",
     "fetches the {obj} from the {room} (if it is there) and returns to the start",
     "checks the {room} for the {obj}: if found, picks it up; either way, returns to its starting location",
     "has the robot go to the {room}, grab the {obj} if present, and return to where it began",
     "goes and looks for the {obj} in the {room}, takes it if it is there, then goes back to its start",
     "brings back the {obj} from the {room}, if it is there; it returns to the starting point in any case",
     "heads to the {room} to pick up the {obj} if available and then returns to its initial location",
     "visits the {room} and, should the {obj} be there, picks it up before returning to the start",
     "goes to the {room} (picking up the {obj} if it is there) and then back to its start",
     "drives to the {room}, collects the {obj} if it finds it there, and drives back to where it started",
     "returns to its starting point after going to the {room} and picking up the {obj}, if the {obj} is there",
     "goes to get the {obj} from the {room}, picking it up only if it is there, and comes back to its start "
     "afterwards"),
    ("goes to the {room}, picks up the {obj} if it is there, and then returns to its starting point either way",
     "needs to fetch the {obj} from the {room} if it is there, then come back to where it started",
     "heads off to the {room} for the {obj}; if the {obj} is there it picks it up, and in every case it returns to the "
     "start",
     "checks the {room} for the {obj}, collects it if it is there, and goes back to the room it started in",
     "travels to the {room}, and if it finds the {obj} it picks it up; then it comes back to its start location",
     "brings the {obj} back from the {room} if it is there, and comes back to its start even if it is not",
     "goes along to the {room}, takes the {obj} if it is present, and heads back to where it set off from",
     "visits the {room} and, should it find the {obj} there, picks it up before returning to its starting room",
     "goes to the {room}; if the {obj} is there, picks it up; then returns to the start",
     "makes a trip to the {room} to get the {obj} (only if it is there) and then returns to where it began",
     "looks for the {obj} in the {room}, picks it up when it is there, and always returns to its start",
     "goes and checks whether the {obj} is in the {room}, picks it up if so, and comes back to the starting room"),
    ("goes to the {room} and picks up the {obj} if the {obj} is there; after that it goes back to the place where it "
     "started",
     "travels to the {room}, takes the {obj} when it finds it there, and then returns to its first location",
     "goes to the {room} to get the {obj} and returns to its start; if the {obj} is not in the room, it returns with "
     "nothing",
     "checks if the {obj} is in the {room}; if it is, it picks it up; in both cases it goes back to its start room",
     "goes and picks up the {obj} in the {room} if it is there, then goes back to the room it came from",
     "brings the {obj} from the {room} to its starting place if the {obj} is in the {room}; if not, it still goes "
     "back to its starting place",
     "goes to the {room}, looks for the {obj} and picks it up if it is there, and at the end returns to where it "
     "started",
     "visits the {room}: it picks up the {obj} if it sees it there, and then it goes back to its start location",
     "goes to the {room}, picks up the {obj} only if it is present, and returns to the starting room in any case",
     "fetches the {obj} from the {room} when the {obj} is there, and always finishes in the room where it started",
     "goes to the {room} and collects the {obj} if it is available there; then it comes back to its original location",
     "goes to the {room} with the task to pick up the {obj} if the {obj} is there, and then comes back to the start"),
    ("heads over to the {room}, grabs the {obj} if it is there, and returns to where it set off from",
     "pops into the {room} to collect the {obj} if it is there, then comes back to its starting room either way",
     "checks the {room} for the {obj}; found → picks it up; either way, heads back to where it started",
     "is to retrieve the {obj} from the {room} if it can find it there, and in every case to return to its starting "
     "point",
     "goes over to the {room} and, should the {obj} be there, picks it up, before making its way back to the start",
     "makes a run to the {room} for the {obj}, taking it if it is there, and finishes back where it began",
     "swings by the {room}, scoops up the {obj} if it is lying there, and heads home to the room it started in",
     "collects the {obj} from the {room} when it is there (and leaves empty-handed when it is not), then returns to "
     "its point of departure",
     "goes to the {room}; if the {obj} turns up there, it takes it, and it then goes back to the start room no matter "
     "what",
     "is sent to the {room} to pick up the {obj} if present, and comes back to its original room afterwards whatever "
     "it finds",
     "nips over to the {room}, picks up the {obj} provided it is there, and returns to where it started out",
     "heads for the {room} to look for the {obj}, takes it if found, and always comes back to the room it left from"),
    ("runs over to the {room}, grabs the {obj} if it's there, and comes back to where it started",
     "goes to the {room} to get the {obj} (if it's not there, it doesn't take anything) and returns to its start "
     "either way",
     "drops by the {room}, picks up the {obj} if it can find it, and heads back to its starting point",
     "is asked to bring back the {obj} from the {room} if it's there, returning to its start room in any case",
     "goes and gets the {obj} from the {room} if it's in there, then comes back to the room it set out from",
     "makes a trip to the {room} for the {obj}, takes it if it's there, and returns to base either way",
     "stops by the {room}, collects the {obj} when it's there, and goes back to its start position",
     "checks whether the {obj} is in the {room}; if yes, it picks it up; in any case it then returns to where it "
     "began",
     "heads to the {room}, takes the {obj} along if it finds it, and then makes its way back to the starting room",
     "fetches the {obj} from the {room} when available and always ends up back in its starting room",
     "goes to pick up the {obj} in the {room} (if it's there) and then returns to the start",
     "swings past the {room}, picks up the {obj} if it's lying around, and heads back to where it started from"),
    ("runs to the {room} for the {obj}, grabs it if it's there, and comes home to where it started either way",
     "goes to the {room}, picks up the {obj} if it's on hand there, and heads back to its starting spot",
     "does a pickup run to the {room}: if the {obj} is there it grabs it, and then it's back to the start no matter "
     "what",
     "rolls over to the {room}, snags the {obj} if it's sitting there, and rolls back to its start point",
     "checks the {room} for the {obj}, takes it along if it's there, and returns to base (its starting room) either "
     "way",
     "heads out to the {room} to collect the {obj} if available, then returns to where it set out from regardless",
     "makes a quick run to the {room}; if the {obj} is there it picks it up, and it always comes back to its start",
     "goes to grab the {obj} from the {room} if it's there and then comes straight back to its starting room",
     "retrieves the {obj} from the {room} when it's there, comes away empty-handed otherwise, and ends up back at the "
     "start either way",
     "picks up the {obj} in the {room} if it can find it there, then returns to its original spot",
     "goes to the {room} and brings the {obj} back with it if the {obj} is there; either way it returns to its start "
     "room",
     "handles a pickup at the {room}: takes the {obj} if it's there, then heads back to where it began",
     "zips over to the {room}, picks up the {obj} if present, and zips back to its starting room"),
    ("ducks into the {room}, grabs the {obj} if it's there, and comes back to where it started",
     "nicks over to the {room} for the {obj}; if it's there it brings it along, and it comes back to its start "
     "regardless",
     "heads down to the {room} and fetches the {obj} if it's lying about; either way it comes home to where it set off",
     "goes and grabs the {obj} out of the {room} if it's there, then heads home to its starting spot",
     "shoots over to the {room}, picks up the {obj} if it can find it, and comes home to where it began",
     "calls past the {room} to collect the {obj}, if it's in there, and then returns to its start",
     "goes to the {room}: {obj} there, it picks it up; no {obj}, it comes away with nothing; then home to where it "
     "started either way",
     "fetches the {obj} from the {room} if it's in there and always finishes up where it started",
     "has a look in the {room} for the {obj}, takes it if it's there, and heads home to its starting room",
     "wanders down to the {room}, picks up the {obj} if it's about, and makes its way home to the start",
     "pops down to the {room} and brings the {obj} along if it's there, returning to its start whatever happens",
     "runs down to the {room} for the {obj}, grabs it if it's there, and heads straight home to its start",
     "goes to the {room} to pick up the {obj} if it's sitting there, and either way comes home to its starting room",
     "drops down to the {room}, collects the {obj} if it turns up there, and finishes up in the room it set off "
     "from"),
    ("goes to the {room}, collects the {obj} if it is available there, and comes back to its starting place",
     "brings the {obj} from the {room} if it is kept there, and returns to the starting point in any case",
     "goes to the {room} and takes the {obj} if available; either way, it comes back to where it started",
     "visits the {room}, picks the {obj} if it is lying there, and returns back to the starting room",
     "proceeds to the {room} to get the {obj} and returns to its start; if the {obj} is not there, it comes back "
     "without it",
     "goes till the {room}, checks for the {obj}, picks it if present, and then comes back to its original place",
     "reaches the {room} and picks up the {obj} if it is there, and after that returns back to where it began",
     "fetches the {obj} from the {room} if available, and comes back to the start position irrespective of that",
     "goes to the {room} for collecting the {obj}, and returns to the starting location whether or not it found the "
     "{obj}",
     "checks the {room} for the {obj}; if it is there, picks it and comes back, else comes back empty-handed",
     "goes to the {room}, takes the {obj} along if it is kept there, and reports back to its starting room",
     "brings back the {obj} from the {room} if it is present, and in any case returns to the place it started from",
     "visits the {room} and picks the {obj} only if it is available; post that, it returns to its start point",
     "goes to the {room} to pick the {obj} if it is there, and comes back to the initial place in both cases",
     "proceeds to the {room}, collects the {obj} in case it is present there, and returns to its starting place"),
    ("hustles over to the {room}, grabs the {obj} if it's there, and comes straight home to where it started",
     "shall proceed to the {room}, retrieve the {obj} if the same is present therein, and return to its point of "
     "origin in any event",
     "runs to the {room} for the {obj}, picks it up if it's there, and heads home to its starting spot either way",
     "is hereby directed to retrieve the {obj} from the {room}, if present, and in all cases to return to its starting "
     "location",
     "goes and checks the {room} for the {obj}, takes it if it's there, and comes home regardless",
     "goes to the {room}; if the {obj} is there, it picks it up; either way, it reports back to the room it started in",
     "shall go to the {room} and, if the {obj} is located therein, pick it up, and shall then return to its starting "
     "room",
     "heads to the {room} to pick up the {obj} if it's lying around, then makes it home to its starting point no "
     "matter what",
     "swings through the {room}, grabs the {obj} if it can find it, and hustles home to where it began",
     "retrieves the {obj} from the {room} where present and returns to its place of origin whether or not the {obj} "
     "was found",
     "runs a pickup at the {room}: the {obj} if it's there, then home to the start either way",
     "goes to the {room}, collects the {obj} if it is present, and returns to the starting room whether it found the "
     "{obj} or not",
     "shall fetch the {obj} from the {room}, provided the {obj} is there, and shall in any case return to the room it "
     "started in",
     "heads over to the {room}, snatches up the {obj} if it's sitting there, and gets home to its starting room",
     "makes a run to the {room}; if the {obj} is there, it picks it up, and if not, it leaves empty-handed; either way "
     "it returns to its start",
     "goes to the {room} to get the {obj}, taking it only if it's there, and always ends up home at its starting "
     "point"),
    Voiced(("um goes to the {room} and grabs the {obj} if it's there and then comes back to where it started either "
            "way",
            "okay so it heads over to the {room} and if the {obj} is in there it picks it up and then it comes back to "
            "its starting spot no matter what",
            "goes to the {room} uh picks up the {obj} if it's in there and comes back to where it started whether it "
            "found it or not",
            "so it goes and gets the {obj} from the {room} if it's there and um either way it comes back to the start",
            "uh checks the {room} for the {obj} and grabs it if it's there and then goes back to where it started "
            "either way",
            "goes over to the {room} and if it sees the {obj} it picks it up and then um it returns to where it "
            "started even if it didn't find it",
            "just goes to the {room} for the {obj} um picks it up if it's there and then comes back to its starting "
            "point either way",
            "okay goes to the {room} sorry the {room} and picks up the {obj} if it's there and then comes back to "
            "where it started regardless",
            "heads to the {room} and um if the {obj}'s there it grabs it and comes back to the start no matter what"),
           ("goes to the {room}, grabs the {obj} if it's there, comes back to start either way",
            "heads to the {room} -> picks up the {obj} if there -> back to start regardless",
            "checks the {room} for the {obj}, takes it if found, then returns to where it started either way",
            "goes to the {room} & gets the {obj} (if it's there), then back to its start spot either way",
            "fetches the {obj} from the {room} if it's there + comes back to start no matter what",
            "goes over to the {room}, picks up the {obj} if it sees it, returns to start either way thx",
            "runs to the {room} for the {obj} (only if it's there), then heads back to where it started regardless",
            "goes to the {room}, if the {obj}'s there grabs it, then back to start either way pls",
            "heads to the {room}, takes the {obj} if it's in there, and comes back to start w/ or w/o it")),
    Voiced(("goes to the {room}; if the {obj} is detected: picks it up; then returns to the start pose either way",
              "navigates to the {room}, picks up the {obj} if present, and returns to the start position (in both "
              "cases)",
              "fetch task: {obj} from the {room}; pick only if present; always return to start",
              "goes to the {room} → {obj} present? pick : skip → return to the start location",
              "drives to the {room}, checks for the {obj}, picks it up on success; returns to the initial position "
              "regardless",
              "moves to the {room}; if the {obj} is there, picks it up; final pose = start pose",
              "goes to the {room} and picks up the {obj} (if found); end state: back at the start position",
              "navigates to the {room} to get the {obj} (conditional on presence) and then returns to its start "
              "location",
              "goes to the {room}; picks up the {obj} only if present; goes back to start in all cases"),
             ("drives into the {room}, takes the {obj} with it if it is there, and comes back to the start place in "
              "every case",
              "goes to the {room} and fetches the {obj}, in case it is there; afterwards it drives back to the start "
              "position, also when the {obj} is not there",
              "drives to the {room}, picks up the {obj} if present and comes back in each case to the starting point",
              "goes in the {room}; if the {obj} lies there, it takes it; then it drives back to where it started, also "
              "without the {obj}",
              "fetches the {obj} out of the {room}, when it is there, and returns in any case to the start",
              "drives to the {room} and looks if the {obj} is there; if yes, it takes it up; at the end it drives back "
              "to the start position in every case",
              "goes to the {room} and brings the {obj}, if it finds it there, back to the start; without the {obj} "
              "it also comes back",
              "drives into the {room} to pick up the {obj} (only when it is there) and comes back afterwards in every "
              "case to its start place",
              "goes to the {room}, takes the {obj} if available, and drives then back to the start, whether with or "
              "without the {obj}")),
    Voiced(("goes to the {room}, picks up the {obj} if it is there, and returns to the point of departure in any case",
            "goes until the {room} to look for the {obj}; if it finds it, it takes it, and after, it comes back to "
            "the initial site, with or without the {obj}",
            "goes to the {room} and, if the {obj} is there, it takes it; in all cases it returns to where it started",
            "brings the {obj} of the {room} if it is there, and returns to the start although it does not find it",
            "moves itself to the {room}, collects the {obj} in case it is there, and always comes back to the point "
            "of departure",
            "goes to the {room} to search the {obj}: if it is there, it picks it up; if it is not there, it picks up "
            "nothing; after, it returns to the start",
            "goes to the {room} and looks if the {obj} is there; in that case it picks it up; after, it comes back to "
            "the initial position, find it or not",
            "approaches to the {room}, takes the {obj} if it finds it there, and returns after to the point of "
            "departure in any case",
            "goes to the {room} for the {obj} (it only picks it up if it is there) and finally returns to the site "
            "where it started",
            "visits the {room}, picks up the {obj} in case that it is there and, be as it may, returns to the start"),
           ("goes to the {room}, collects the {obj} if present, and returns to its starting point either way",
            "attends the {room}; if the {obj} is there, picks it up; returns to start regardless",
            "fetches the {obj} from the {room} (if available) and returns to its starting room in all cases",
            "goes to the {room} to retrieve the {obj} if present; returns to base (its starting room) either way",
            "checks the {room} for the {obj}; if present, collects it; if not, collects nothing; then returns to "
            "start",
            "goes to the {room}, picks up the {obj} if it is there, and comes back to where it started whatever it "
            "finds",
            "visits the {room}, takes the {obj} if available, and returns to its original location either way",
            "goes to the {room} for the {obj} (collect only if present), then returns to its starting point",
            "retrieves the {obj} from the {room} if present, returning to the room it started in either way",
            "attends the {room} to collect the {obj} if there, then returns to its start position regardless of "
            "outcome")),
    Voiced(("lays to the {room}, brings the {obj} aboard if it's there, and returns to her starting berth either way",
            "makes for the {room}; if the {obj} is there, she takes it on, and in any case she returns to where she "
            "started",
            "proceeds to the {room} to recover the {obj} if present, then returns to her starting point whatever she "
            "finds",
            "sets course for the {room}, picks up the {obj} should it be there, and comes home to her starting berth "
            "regardless",
            "goes to the {room} for the {obj}: take it on if it's there, leave empty if not, and return to the start "
            "either way",
            "steers for the {room}, ships the {obj} if it's there, and in every case returns to her point of departure",
            "heads for the {room} and collects the {obj} if found there; then back to her starting berth either way",
            "lays down to the {room}, takes the {obj} if it's aboard there, and returns to where she started, with it "
            "or without",
            "runs down to the {room} to fetch the {obj} if it's there, and always returns to her starting station",
            "proceeds to the {room}; {obj} there: take it; {obj} not there: take nothing; then return to the start"),
           ("goes in the {room}, takes the {obj} if it is there, and comes back to its starting point in all the cases",
            "goes search the {obj} in the {room} (if it is there) and then returns to its departure place, with or "
            "without the {obj}",
            "rejoins the {room}, recuperates the {obj} if present, then comes back to the start in every case",
            "goes in the {room}; if the {obj} is there, it takes it; after, it comes back where it started, even if "
            "the {obj} is absent",
            "passes by the {room} for to take the {obj} if it is there, and in all cases it returns to its initial "
            "place",
            "goes to the {room} recuperate the {obj} if it finds it, then returns to its start, {obj} or not",
            "goes in the {room} and takes the {obj} in case it is present; in any state of cause it comes back to the "
            "start",
            "goes to the {room}, and if the {obj} is there it brings it; in all cases it comes back to its departure "
            "room",
            "goes in the {room} to look if the {obj} is there; if yes it takes it, if no it takes nothing; then it "
            "returns to the start",
            "rejoins the {room}, picks the {obj} only if it is present, and comes back after to its starting place "
            "whatever happens")),
    Voiced(("pops over to the {room}, grabs the {obj} if it's there, and comes home to its starting spot either way",
            "heads to the {room} for the {obj}: if it's there, it scoops it up; either way, it travels home to where "
            "it started",
            "dances over to the {room}, picks up the {obj} if it's lying there, and finishes where it started, with or "
            "without it",
            "goes to the {room} and, if the {obj} is there, collects it, then returns to its starting mark no matter "
            "what",
            "makes its way to the {room}, takes the {obj} if it finds it, and always ends up back where it started",
            "travels to the {room}; {obj} there, it picks it up; {obj} not there, it leaves it; then it heads home to "
            "its starting spot",
            "glides into the {room}, grabs the {obj} if it's about, and glides home to its start either way",
            "goes over to the {room} to fetch the {obj} if it's there, and returns to its opening position whatever "
            "happens",
            "visits the {room}, scoops up the {obj} if it's there, and takes it home to its starting mark; no {obj}, "
            "it still comes home",
            "steps into the {room}, picks up the {obj} if it's there, then returns to where it began, every time"),
           ("goes to the {room}, if the {obj} is there, takes it, then returns to the original place",
            "goes to {room} to take the {obj}, if there is no {obj} then don't take, finally come back to the start "
            "place",
            "arrives the {room}, if find the {obj} then pick up it, no matter find or not, goes back to the original "
            "position",
            "goes to the {room} and sees whether have the {obj}; if have, takes it; then comes back to where it start",
            "goes to the {room} take the {obj} (if the {obj} exists), after that returns to the starting point",
            "moves to the {room}, picks the {obj} when it is there, anyway returns to original place at last",
            "goes to the {room} to fetch the {obj}, if not have, empty hand come back; have, bring it back",
            "reaches the {room}, if the {obj} is in there then takes it away, and then back to the start position",
            "goes to the {room} for taking the {obj}, if the {obj} is not there, also need to come back the original "
            "place",
            "goes to the {room}, the {obj} is there then picks up, not there then not pick, in the end returns to the "
            "start")))
ASK = Split((
    "goes to the {room} and asks a person there to put the backpack in the basket, but only if the backpack is there",
    "goes to the {room} and, when a person and the backpack are both there, asks the person to put the backpack in "
    "the basket",
    "visits the {room}; if a person and the backpack are both present, asks the person to place the backpack in the "
    "basket",
    "heads to the {room} and asks whoever is there to put the backpack into the basket, if the backpack is there too",
    "checks the {room} for a person and the backpack and, if both are there, asks the person to put it in the basket",
    "goes to the {room} and asks someone to drop the backpack in the basket when both the person and the backpack "
    "are there",
    "travels to the {room} and, only if a person and the backpack are there together, asks for the backpack to be "
    "put in the basket",
    "goes to the {room}; should a person be there with the backpack, asks them to put the backpack in the basket",
    "visits the {room} and asks a person to load the backpack into the basket, provided both are in the room",
    "goes into the {room} and requests that a person there put the backpack in the basket if the backpack is present",
), ("makes its way to the {room} and, finding both a person and the backpack, asks the person to stow the backpack "
    "in the basket",
    "pops into the {room} and asks anyone there to pop the backpack in the basket, but only with the backpack in the "
    "room",
    "goes to the {room} and, if someone is there alongside the backpack, asks them to put the backpack in the basket"),
    ("goes to the {room} and, if both a person and the backpack are there, asks the person to put the backpack in the "
    "basket",
    "visits the {room} and asks someone to place the backpack in the basket, but only when the backpack is there as "
    "well",
    "heads to the {room}; provided a person and the backpack are both present, asks them to put the backpack into the "
    "basket",
    "travels to the {room} and, if someone is there together with the backpack, asks them to put it in the basket",
    "goes to the {room} and checks for a person and the backpack; if both are there, asks the person to put the "
    "backpack in the basket",
    "goes into the {room} and requests that whoever is there puts the backpack in the basket, if the backpack is "
    "present",
    "heads for the {room} and, when a person and the backpack are found there, asks for the backpack to be placed in "
    "the basket",
    "visits the {room}; should both a person and the backpack be there, asks the person to drop the backpack into the "
    "basket",
    "goes to the {room} and, as long as a person and the backpack are both there, asks the person to put the backpack "
    "in the basket",
    "checks the {room}: if a person and the backpack are there, it asks the person to put the backpack in the basket"),
    ("goes to the {room}; if someone is there and the backpack is there too, it asks them to put the backpack in the "
     "basket",
     "heads to the {room} and, only when it finds a person together with the backpack, asks that person to place the "
     "backpack in the basket",
     "visits the {room}, and if there is a person and also the backpack, asks the person to drop the backpack into the "
     "basket",
     "drives to the {room}; when a person and the backpack are both in the room, it asks the person to put the "
     "backpack in the basket, and otherwise asks nothing",
     "goes to the {room} and asks whoever is there to put the backpack in the basket, as long as the backpack is also "
     "in that room",
     "goes into the {room}; if a person is present and so is the backpack, asks the person to put it in the basket",
     "makes its way to the {room} and, only if it sees both someone and the backpack there, asks them to put the "
     "backpack in the basket",
     "heads over to the {room} and, if it turns out a person and the backpack are both there, asks the person to stow "
     "the backpack in the basket",
     "checks the {room} for a person with the backpack and, if both are present, asks the person to put the backpack "
     "in the basket; if either is missing, it asks nothing",
     "travels to the {room}: should it find a person and the backpack there, it asks the person to put the backpack in "
     "the basket",
     "goes to the {room} and asks someone to move the backpack into the basket, but only if both that person and the "
     "backpack are there"),
    ("goes to the {room} and checks two things: is a person there, and is the backpack there? If both, it asks the "
     "person to put the backpack in the basket",
     "heads to the {room} and, only with both a person and the backpack present, asks the person to place the backpack "
     "into the basket",
     "has the robot go to the {room} and, if someone is there with the backpack, ask them to put the backpack in the "
     "basket",
     "goes to the {room} and asks whoever is there to put the backpack in the basket (only if both a person and the "
     "backpack are in the room)",
     "visits the {room}: when it finds a person and the backpack there, it asks the person to drop the backpack in the "
     "basket; otherwise it does not ask",
     "goes to the {room} to ask someone to put the backpack in the basket, provided a person and the backpack are both "
     "there",
     "drives over to the {room} and, if the backpack and a person are both there, asks that person to place the "
     "backpack in the basket",
     "checks the {room}; only if it sees the backpack and someone there does it ask them to put the backpack into the "
     "basket",
     "goes to the {room} and requests that the person there put the backpack in the basket, but only if the backpack "
     "is in the room and so is a person",
     "goes into the {room} and, if it finds both a person and the backpack, asks the person to put the backpack in the "
     "basket; if either is missing, it asks nothing",
     "goes to the {room}, and if the backpack is there along with a person, asks the person to put it in the basket",
     "travels to the {room} and asks a person to move the backpack into the basket, as long as there is a person and "
     "the backpack in that room"),
    ("goes to the {room} and, if both a person and the backpack are in there, asks the person to put the backpack in "
     "the basket; otherwise it asks nobody",
     "needs to go to the {room} and ask someone to put the backpack into the basket, but only when a person and the "
     "backpack are both present",
     "heads off to the {room}; if it finds a person there and the backpack as well, it asks the person to place the "
     "backpack in the basket",
     "travels to the {room} and asks a person to put the backpack in the basket, on the condition that the person and "
     "the backpack are both in the room",
     "visits the {room}, and provided the backpack and somebody are both there, asks that somebody to put the backpack "
     "into the basket",
     "goes to the {room}; with a person and the backpack both present, it asks the person to put the backpack in the "
     "basket, and with either missing it asks nothing",
     "checks the {room} for the backpack and for a person; only if it finds both does it ask the person to drop the "
     "backpack into the basket",
     "goes along to the {room} and, if there is someone there and the backpack is there too, asks them to put the "
     "backpack in the basket",
     "makes its way over to the {room} and asks whoever it finds to put the backpack in the basket, as long as the "
     "backpack is in the room as well",
     "drops in on the {room} and, if a person is present along with the backpack, requests that they put the backpack "
     "in the basket",
     "goes to the {room} and asks a person there to put the backpack in the basket, but does not ask unless both the "
     "person and the backpack are present",
     "heads to the {room}; where a person and the backpack are both found there, it asks the person to put the "
     "backpack in the basket"),
    ("goes to the {room}; if a person and the backpack are both in that room, it asks the person to put the backpack "
     "in the basket, and in other cases it does not ask",
     "visits the {room} and asks a person there to put the backpack into the basket, but it asks only when the person "
     "and the backpack are both present",
     "goes to the {room} and checks for a person and for the backpack; when it finds both, it asks the person to place "
     "the backpack in the basket",
     "goes to the {room} and, only if there is a person and there is also the backpack, asks that person to put the "
     "backpack in the basket",
     "travels to the {room}; if the backpack is in the room and a person is in the room, it asks the person to put the "
     "backpack in the basket",
     "goes to the {room} and asks someone there to put the backpack in the basket; the condition is that a person and "
     "the backpack are both in the {room}",
     "enters the {room} and, when it sees a person and the backpack together there, asks the person to put the "
     "backpack in the basket",
     "goes to the {room} to ask a person to put the backpack in the basket, and asks only when both a person and the "
     "backpack are found there",
     "drives to the {room}; if it finds the backpack and also a person, it asks the person to put the backpack in the "
     "basket; otherwise it asks no one",
     "heads for the {room} and, if both a person and the backpack are present there, asks the person to put the "
     "backpack in the basket",
     "goes to the {room}; it asks a person to put the backpack in the basket only when both the backpack and a person "
     "are in the room",
     "visits the {room}, and when it meets a person there and the backpack is there too, it asks this person to put "
     "the backpack in the basket"),
    ("heads over to the {room} and, if there is both someone there and the backpack, asks them to pop the backpack in "
     "the basket",
     "checks the {room} for a person and the backpack; both there → asks the person to put the backpack into the "
     "basket; otherwise asks nobody",
     "is to go to the {room} and ask a person to put the backpack in the basket, provided both the person and the "
     "backpack are there",
     "pops into the {room} and, should it find a person together with the backpack, requests that they put the "
     "backpack in the basket",
     "goes over to the {room}; with a person and the backpack both present, it asks that person to place the backpack "
     "in the basket",
     "makes its way to the {room} and asks anyone there to drop the backpack into the basket, but only when the "
     "backpack is there as well",
     "swings by the {room} and, if it finds both a person and the backpack there, asks the person to put the backpack "
     "in the basket",
     "visits the {room}: person and backpack present → asks the person to put the backpack in the basket; either one "
     "missing → asks nothing",
     "calls in at the {room} and requests that someone there put the backpack in the basket, as long as both a person "
     "and the backpack are in the room",
     "goes to the {room} and, if a person is there and so is the backpack, asks them to stow the backpack in the "
     "basket",
     "heads to the {room}; when it finds the backpack and at least one person there, it asks that person to put the "
     "backpack in the basket",
     "looks in on the {room} and, only where a person and the backpack are both present, asks the person to put the "
     "backpack in the basket"),
    ("goes to the {room} and, if there's a person there and the backpack too, asks them to put the backpack in the "
     "basket",
     "drops by the {room}; when both someone and the backpack are there, it asks that person to put the backpack "
     "into the basket",
     "heads to the {room} and asks whoever is there to stick the backpack in the basket, but only if the backpack is "
     "actually in the room and so is a person",
     "is asked to go to the {room} and, provided a person and the backpack are both there, request that the person "
     "put the backpack in the basket",
     "checks the {room}: if it finds a person and the backpack, it asks the person to load the backpack into the "
     "basket; if not, it asks no one",
     "runs over to the {room} and, assuming there's both a person and the backpack, asks the person to put the "
     "backpack in the basket",
     "stops by the {room} and, if the backpack and a person are both around, asks that person to place the backpack "
     "into the basket",
     "makes a trip to the {room}; it only asks someone to put the backpack in the basket if that someone and the "
     "backpack are both there",
     "goes over to the {room} and, with the backpack and someone both present, asks them to place the backpack in "
     "the basket",
     "pays a visit to the {room} and, if a person is there along with the backpack, asks the person to put the "
     "backpack in the basket",
     "swings past the {room}; if someone's there and the backpack is too, it asks them to put the backpack in the "
     "basket, otherwise it doesn't ask",
     "checks in on the {room} and asks a person to put the backpack in the basket, but only when the person and the "
     "backpack are both in there"),
    ("heads to the {room}; if there's a person and the backpack in there, it asks the person to get the backpack into "
     "the basket",
     "checks the {room} and, only when both someone and the backpack are present, asks that someone to put the "
     "backpack in the basket",
     "rolls over to the {room} and, if a person is there with the backpack, asks them to drop the backpack in the "
     "basket; otherwise it asks nobody",
     "goes to the {room} and asks a person to put the backpack in the basket, but only if the person and the backpack "
     "are both in the room",
     "swings by the {room}: person and backpack both there, it asks the person to put the backpack in the basket; "
     "anything else, no ask",
     "pulls into the {room} and, provided it finds a person plus the backpack, requests that the person place the "
     "backpack in the basket",
     "heads over to the {room}, and if the backpack is there and so is a person, asks that person to put the backpack "
     "into the basket",
     "handles this ticket: in the {room}, if a person and the backpack are both present, ask the person to put the "
     "backpack in the basket",
     "goes to the {room}; a person plus the backpack in the room means it asks the person to put the backpack in the "
     "basket, and it asks nothing otherwise",
     "stops in at the {room} and, if someone is there along with the backpack, asks them to get the backpack into the "
     "basket",
     "makes its way over to the {room}; should a person and the backpack both be there, it asks the person to put "
     "the backpack away in the basket",
     "cruises to the {room} and, when it sees the backpack and a person there together, asks the person to put the "
     "backpack in the basket",
     "checks in at the {room}: if there's someone there and the backpack is there as well, it asks them to put the "
     "backpack in the basket"),
    ("ducks into the {room} and, if there's someone in there and the backpack's there too, asks them to chuck the "
     "backpack in the basket",
     "heads down to the {room}; if a person and the backpack are both about, it asks the person to put the backpack "
     "in the basket, and otherwise it asks nobody",
     "calls past the {room} and, provided someone is in there with the backpack, asks them to pop the backpack in the "
     "basket",
     "nicks over to the {room} and, only if both a person and the backpack are in there, asks the person to stick the "
     "backpack in the basket",
     "goes to the {room}: someone there plus the backpack there means it asks them to put the backpack in the basket; "
     "anything less, no asking",
     "shoots over to the {room} and, if it finds a person and the backpack together, asks the person to put the "
     "backpack into the basket",
     "has a look in the {room}; with somebody in and the backpack in too, it asks them to put the backpack in the "
     "basket",
     "wanders down to the {room} and asks whoever's in there to put the backpack in the basket, but only when the "
     "backpack is in there as well",
     "pops its head in the {room} and, if there's a person and the backpack both present, asks the person to load the "
     "backpack into the basket",
     "goes to the {room} and asks a person to put the backpack in the basket, as long as the backpack and a person "
     "are both in the room; if not, it doesn't ask",
     "runs down to the {room}; a person and the backpack both there, it asks the person to drop the backpack in the "
     "basket, else it keeps mum",
     "drops down to the {room} and, should a person and the backpack both be there, asks that person to put the "
     "backpack in the basket",
     "heads over to the {room}, and if it finds the backpack plus someone in there, asks them to get the backpack in "
     "the basket",
     "takes a run down to the {room}; the backpack and a person in there means it asks the person to put the "
     "backpack in the basket, otherwise it doesn't bother"),
    ("goes to the {room} and, if a person and the backpack are both available there, requests the person to keep the "
     "backpack in the basket",
     "visits the {room}; only when both a person and the backpack are present, it asks the person to put the backpack "
     "in the basket",
     "goes to the {room} and checks for a person as well as the backpack; if both are there, it requests the person "
     "to place the backpack in the basket",
     "goes till the {room} and asks the person there to put the backpack inside the basket, provided the backpack is "
     "also present in that room",
     "reaches the {room}; in case a person and the backpack are both there, it requests that person to keep the "
     "backpack in the basket, otherwise there is no need to ask",
     "proceeds to the {room} and, if anybody is available along with the backpack, asks them to put the backpack in "
     "the basket",
     "goes to the {room} and requests the concerned person to keep the backpack in the basket, only if the person and "
     "the backpack are both present there",
     "visits the {room} and, if it finds the backpack as well as a person, kindly asks the person to put the backpack "
     "into the basket",
     "checks the {room} for a person and the backpack; if both are available, it asks the person to place the "
     "backpack in the basket, else it does not ask",
     "goes to the {room}; if someone is there and the backpack is also there, it requests them to put the backpack in "
     "the basket",
     "reaches the {room} and asks a person to keep the backpack inside the basket, but only when the backpack and the "
     "person are both present",
     "goes to the {room} and, subject to a person and the backpack both being present, asks the person to put the "
     "backpack in the basket",
     "visits the {room}; when it sees a person and the backpack together there, it requests the person to place the "
     "backpack in the basket",
     "goes up to the {room} and, only if both the backpack and some person are available, asks that person to put the "
     "backpack in the basket",
     "proceeds to the {room} and requests whoever is present to keep the backpack in the basket, in case the backpack "
     "is also there"),
    ("heads to the {room} and, if somebody's in there with the backpack, asks them to toss the backpack in the basket",
     "shall proceed to the {room} and, in the event that both a person and the backpack are present therein, request "
     "that such person place the backpack in the basket",
     "goes to the {room}; if a person and the backpack are both there, it asks the person to put the backpack in the "
     "basket, and if not, it doesn't ask anybody",
     "is hereby directed to go to the {room} and, if and only if a person and the backpack are both present, to ask "
     "that person to put the backpack in the basket",
     "hustles over to the {room} and asks whoever's there to put the backpack in the basket, but only when the "
     "backpack's in there too",
     "checks the {room} for a person and the backpack; with both present, it asks the person to stash the backpack in "
     "the basket",
     "shall visit the {room} and, provided that a person and the backpack are both present, ask the person to put the "
     "backpack in the basket; otherwise, it shall make no request",
     "swings by the {room} and, if it finds a person there along with the backpack, asks them to drop the backpack in "
     "the basket",
     "goes to the {room}, and if there's somebody around and the backpack is too, asks them to get the backpack into "
     "the basket",
     "proceeds to the {room} and, should a person and the backpack both be present therein, requests that the person "
     "put the backpack in the basket",
     "makes a trip to the {room}; person plus backpack there means it asks the person to put the backpack in the "
     "basket, anything less means no ask",
     "goes to the {room} and asks a person to put the backpack in the basket, on the condition that both the person "
     "and the backpack are in that room",
     "pops by the {room} and, if a person and the backpack are both in there, asks the person to stow the backpack in "
     "the basket",
     "shall go to the {room} and, where both a person and the backpack are found, request the person to place the "
     "backpack into the basket",
     "heads over to the {room}; if it finds the backpack and a person there, it asks that person to set the backpack "
     "in the basket, and otherwise it asks no one",
     "goes down to the {room} and, with somebody and the backpack both in there, asks them to load the backpack into "
     "the basket"),
    Voiced(("um goes to the {room} and if there's a person there and the backpack's there too it asks them to put the "
            "backpack in the basket",
            "okay so it goes over to the {room} and if someone's in there with the backpack it asks them to put the "
            "backpack in the basket",
            "goes to the {room} uh and only if both a person and the backpack are there it asks the person to put the "
            "backpack in the basket",
            "so it heads to the {room} and um if somebody's there and so is the backpack it asks them to put the "
            "backpack into the basket",
            "uh checks the {room} for a person and the backpack and if they're both there it asks the person to put "
            "the backpack in the basket",
            "goes into the {room} and if it finds someone and the backpack in there it asks them um to put the "
            "backpack in the basket",
            "just goes to the {room} and if there's a person and the backpack in there it asks the person to drop the "
            "backpack in the basket",
            "okay goes to the {room} sorry the {room} and if somebody's there and the backpack is too it asks them to "
            "put it in the basket",
            "heads over to the {room} and um asks whoever's there to put the backpack in the basket but only if the "
            "backpack's there too"),
           ("goes to the {room}, if a person & the backpack are both there asks them to put the backpack in the basket",
            "heads to the {room} -> if someone's there w/ the backpack, asks them to put the backpack in the basket",
            "checks the {room}: person + backpack both there? then asks the person to put the backpack in the basket",
            "goes to the {room} & asks anyone there to put the backpack in the basket (only if the backpack's there "
            "too)",
            "goes over to the {room}, if there's a person and the backpack, asks them to put the backpack in the "
            "basket pls",
            "pops into the {room}, asks the person there to put the backpack in the basket if the person and the "
            "backpack are both there",
            "goes to the {room}; if someone's in there and so is the backpack, asks them to put the backpack in the "
            "basket thx",
            "heads to the {room}, only if a person and the backpack are there: asks the person to put the backpack in "
            "the basket",
            "goes to the {room} and if ppl + the backpack are there, asks them to put the backpack in the basket")),
    Voiced(("goes to the {room}; if person AND backpack detected: asks the person to put the backpack in the basket",
              "navigates to the {room}; condition (person present && backpack present) → asks the person to put the "
              "backpack in the basket",
              "goes to the {room} and asks a person there to put the backpack in the basket, iff both a person and "
              "the backpack are present",
              "moves to the {room}; precondition for asking: person + backpack both detected; request: put the "
              "backpack in the basket",
              "drives to the {room}, checks for a person and the backpack; only if both are there, asks the person "
              "to place the backpack in the basket",
              "target: {room}. if backpack_present and person_present: asks the person to put the backpack into the "
              "basket; else: no request",
              "goes to the {room} and requests that the person there put the backpack in the basket (condition: "
              "person and backpack both present)",
              "navigates to the {room}; with both a person and the backpack in the room, asks the person to put the "
              "backpack in the basket, otherwise asks nothing",
              "visits the {room}; if person ∧ backpack: asks the person to put the backpack in the basket"),
             ("drives into the {room} and asks the person there to put the backpack into the basket, but only if the "
              "backpack and a person are both there",
              "goes to the {room}; in case a person and the backpack are present, it asks the person to lay the "
              "backpack in the basket",
              "drives to the {room} and looks if a person and the backpack are there; if both are there, it asks the "
              "person to put the backpack in the basket",
              "goes in the {room} and, if there is a person and also the backpack, it requests the person to put the "
              "backpack into the basket",
              "drives to the {room}; only when person and backpack are both present, it asks: put please the "
              "backpack in the basket",
              "goes into the {room} and asks, in case a person and the backpack are there, the person to put the "
              "backpack in the basket",
              "drives to the {room}; are a person and the backpack there, it asks the person to put the backpack into "
              "the basket",
              "goes to the {room} and asks, only if somebody is there and the backpack lies also there, this person "
              "to put the backpack in the basket",
              "drives into the {room}; with a person and the backpack in the room it asks the person to put the "
              "backpack in the basket, else it asks nobody")),
    Voiced(("goes to the {room} and, if there is a person and also the backpack, asks the person that they put the "
            "backpack in the basket",
            "goes until the {room}; in case that there are a person and the backpack, it asks the person to put the "
            "backpack in the basket; if not, it does not ask anything",
            "goes to the {room} and, only if it finds there a person together with the backpack, asks them to leave "
            "the backpack in the basket",
            "moves itself to the {room} and looks if there is someone and if the backpack is there; if both are, it "
            "asks the person to put the backpack inside the basket",
            "goes to the {room}: if there is somebody and the backpack is there too, it asks him to put the backpack "
            "into the basket",
            "visits the {room} and asks to the person that is there to put the backpack in the basket, but only if "
            "the backpack is also there",
            "goes to the {room}; when there are a person and the backpack at the same time, it asks the person to put "
            "the backpack in the basket",
            "approaches to the {room} and, in the case that a person and the backpack are there, it asks the person "
            "please to put the backpack in the basket",
            "goes to the {room} and, if the person and the backpack are both there, asks the person that they put "
            "the backpack in the basket; in other case, it does not ask",
            "goes to the {room}, and only when it sees a person and the backpack there, it asks the person to put the "
            "backpack in the basket"),
           ("goes to the {room}; if a person AND the backpack are both present, asks the person to put the backpack "
            "in the basket",
            "attends the {room} and, only if someone is present with the backpack, requests that they place the "
            "backpack in the basket",
            "checks the {room}: person present + backpack present → asks the person to put the backpack in the "
            "basket; otherwise no request",
            "visits the {room} and asks any person present to put the backpack in the basket, only if the backpack "
            "is also there",
            "goes to the {room}; where both a person and the backpack are present, asks the person to put the "
            "backpack into the basket",
            "reviews the {room}: if occupied and the backpack is there, asks the person to place the backpack in the "
            "basket; if not, no request",
            "goes to the {room} and, if there is a person and the backpack is there too, politely asks them to put "
            "the backpack in the basket",
            "attends the {room}; backpack present and person present → requests that the person put the backpack in "
            "the basket",
            "goes to the {room} and asks a person present there to put the backpack in the basket, but only if the "
            "person and the backpack are both there",
            "checks the {room} for a person and the backpack and, if both are found, asks the person to pop the "
            "backpack in the basket")),
    Voiced(("lays to the {room} and, if a person and the backpack are both there, asks that person to stow the "
            "backpack in the basket",
            "makes for the {room}; only with a person and the backpack both aboard there does she ask the person to "
            "put the backpack in the basket",
            "proceeds to the {room} and, finding both somebody and the backpack there, asks them to put the backpack "
            "in the basket; otherwise asks nothing",
            "sets course for the {room}; if the backpack and a person are both present, she asks the person to stow "
            "the backpack in the basket",
            "heads for the {room} and hails the person there to put the backpack in the basket, but only when the "
            "backpack is there too",
            "steers for the {room}; person present and backpack present: ask the person to put the backpack in the "
            "basket; else no request",
            "goes to the {room} and, with both the backpack and a person on station there, requests the person to "
            "stow the backpack in the basket",
            "lays down to the {room} and asks whoever is there to put the backpack in the basket, provided the "
            "backpack is there as well",
            "reports to the {room}; if it finds a person there together with the backpack, it asks them to put the "
            "backpack in the basket",
            "makes her way to the {room} and, only if both a person and the backpack are there, asks the person to "
            "stow the backpack in the basket"),
           ("goes in the {room} and, if there are a person and the backpack, it demands to the person to put the "
            "backpack in the basket",
            "goes to the {room}; only if someone is there with the backpack, it asks him to put the backpack in the "
            "basket",
            "rejoins the {room} and, in case a person and the backpack are both present, it demands that the person "
            "puts the backpack in the basket",
            "passes by the {room}: if there is the backpack and a person, it asks the person to put the backpack into "
            "the basket, else it demands nothing",
            "goes in the {room}; if it finds at the same time a person and the backpack, it demands to this person to "
            "place the backpack in the basket",
            "goes to see in the {room} if there are somebody and the backpack; in this case, it asks the person to "
            "put the backpack in the basket",
            "goes in the {room} and asks the present person to put the backpack in the basket, but only if the "
            "backpack is also there",
            "goes to the {room} and, when a person and the backpack are both present, it demands her to put the "
            "backpack in the basket",
            "rejoins the {room}; the person and the backpack present → it asks the person to put the backpack in the "
            "basket; if not, nothing",
            "goes in the {room} and, if ever a person and the backpack are there together, it asks to the person to "
            "put the backpack in the basket")),
    Voiced(("pops over to the {room} and, if there's a person and the backpack both in there, asks the person to pop "
            "the backpack in the basket",
            "heads to the {room}; person and backpack both there? it asks that person to put the backpack in the "
            "basket; otherwise no ask",
            "makes its way to the {room} and, only when somebody and the backpack are both there, asks them to drop "
            "the backpack into the basket",
            "goes to the {room} and, if it finds a person and the backpack together, asks the person to put the "
            "backpack in the basket, please and thank you",
            "glides into the {room}; with a person and the backpack both in the room, it asks the person to pop the "
            "backpack in the basket, and otherwise it asks nothing",
            "travels to the {room} and asks whoever's there to put the backpack in the basket, but only if the "
            "backpack is there too",
            "steps into the {room}: a person plus the backpack means it asks the person to put the backpack in the "
            "basket; anything less, no request",
            "dances over to the {room} and, if both a person and the backpack are present, asks the person to put the "
            "backpack in the basket",
            "visits the {room}; if someone's in there with the backpack, it asks them to tuck the backpack into the "
            "basket",
            "heads over to the {room} and, should a person and the backpack both be there, asks that person to put "
            "the backpack in the basket; if not, it asks nobody"),
           ("goes to the {room}, if there is person and also has the backpack, asks the person to put the backpack "
            "into the basket",
            "goes to {room}; when person and backpack are both there, requests the person to put the backpack in the "
            "basket",
            "arrives the {room}, if have person and have backpack at the same time, ask the person help put the "
            "backpack into the basket",
            "goes to the {room} and checks: person exist and backpack exist, then asks the person to put the backpack "
            "in the basket; else don't ask",
            "goes to the {room}; only both the person and the backpack are in there, it requests the person to put "
            "the backpack into basket",
            "moves to the {room}, if find somebody and the backpack, asks him to put the backpack in the basket",
            "goes to {room}, when there has person and the backpack also there, ask the person put the backpack to "
            "the basket",
            "reaches the {room}; if the backpack and a person are both in the room, asks the person to help put the "
            "backpack into the basket, otherwise no need to ask",
            "goes to the {room} to see, if have people and have backpack, invites the person to put the backpack into "
            "the basket",
            "goes to the {room}, in case person and backpack both exist, asks the person to put backpack into the "
            "basket, if not both exist, don't ask")))
MOVE = Split((
    "takes the {obj} from the {room} to the {room2}",
    "picks up the {obj} in the {room} and puts it down in the {room2}",
    "moves the {obj} from the {room} to the {room2}",
    "goes to the {room}, picks up the {obj}, and places it in the {room2}",
    "carries the {obj} from the {room} over to the {room2}",
    "brings the {obj} that is in the {room} to the {room2}",
    "fetches the {obj} from the {room} and leaves it in the {room2}",
    "relocates the {obj} from the {room} to the {room2}",
    "collects the {obj} in the {room} and drops it off in the {room2}",
    "gets the {obj} from the {room} and puts it in the {room2}",
), ("ferries the {obj} over from the {room} and sets it down in the {room2}",
    "shifts the {obj} out of the {room} into the {room2}",
    "transfers the {obj} from the {room} to the {room2}"),
    ("brings the {obj} over from the {room} to the {room2}",
    "picks the {obj} up in the {room}, goes to the {room2}, and puts it down there",
    "takes the {obj} out of the {room} and places it in the {room2}",
    "moves the {obj}, which is in the {room}, into the {room2}",
    "collects the {obj} from the {room} and delivers it to the {room2}",
    "goes to the {room} for the {obj} and then leaves it in the {room2}",
    "grabs the {obj} in the {room} and carries it to the {room2}",
    "retrieves the {obj} from the {room} and sets it down in the {room2}",
    "fetches the {obj} from the {room}, then deposits it in the {room2}",
    "relocates the {obj} in the {room} to the {room2}",
    "transports the {obj} from the {room} to the {room2}"),
    ("goes to the {room}, picks up the {obj} there, and takes it to the {room2}",
     "moves the {obj} over from the {room} into the {room2}",
     "carries the {obj} out of the {room} and leaves it in the {room2}",
     "gets the {obj} from the {room} and brings it to the {room2}",
     "brings the {obj} from the {room} into the {room2} and puts it down there",
     "picks up the {obj} from the {room} and drops it in the {room2}",
     "goes and gets the {obj} in the {room}, then places it in the {room2}",
     "takes the {obj} that is in the {room} and puts it in the {room2}",
     "delivers the {obj} from the {room} to the {room2}",
     "grabs the {obj} from the {room} and takes it over to the {room2}",
     "brings the {obj} in the {room} over to the {room2}, leaving it there"),
    ("moves the {obj}: {room} -> {room2}",
     "goes to the {room}, grabs the {obj}, and drops it off in the {room2}",
     "has the robot carry the {obj} from the {room} to the {room2}",
     "brings the {obj} from the {room} over to the {room2} and leaves it there",
     "picks up the {obj} (it is in the {room}) and puts it down in the {room2}",
     "moves the {obj} that is in the {room} over to the {room2}",
     "gets the {obj} from the {room} and sets it down in the {room2}",
     "delivers the {obj} to the {room2}, picking it up from the {room} first",
     "relocates the {obj}, currently in the {room}, to the {room2}",
     "collects the {obj} in the {room} and places it in the {room2}",
     "goes to the {room}, picks the {obj} up, carries it to the {room2}, and puts it down there",
     "puts the {obj} from the {room} into the {room2}"),
    ("moves the {obj} out of the {room} and into the {room2}",
     "needs to bring the {obj} from the {room} to the {room2} and leave it there",
     "picks up the {obj} in the {room}, carries it to the {room2}, and sets it down there",
     "takes the {obj} across from the {room} to the {room2}",
     "goes to the {room} to get the {obj}, then drops it off in the {room2}",
     "carries the {obj} over to the {room2} from the {room}",
     "leaves the {obj} in the {room2} after collecting it from the {room}",
     "fetches the {obj} from the {room} and places it down in the {room2}",
     "collects the {obj} from the {room} and takes it to the {room2}, where it puts it down",
     "goes to the {room}, gets hold of the {obj}, and brings it to the {room2}",
     "shifts the {obj} from the {room} over to the {room2}",
     "transfers the {obj} from the {room} across to the {room2}, leaving it there"),
    ("takes the {obj} that is in the {room} and brings it to the {room2}, where it puts it down",
     "carries the {obj} from the {room} and puts it down in the {room2}",
     "goes to the {room}, takes the {obj}, goes to the {room2}, and puts the {obj} down there",
     "brings the {obj} to the {room2}; the {obj} is in the {room} at the start",
     "picks the {obj} up from the {room} and leaves it in the {room2}",
     "changes the place of the {obj} from the {room} to the {room2}",
     "gets the {obj} out of the {room} and puts it in the {room2}",
     "takes the {obj} from the {room}, carries it to the {room2} and places it there",
     "delivers the {obj}, which is now in the {room}, to the {room2}",
     "goes to get the {obj} from the {room} and then puts it down in the {room2}",
     "transports the {obj} out of the {room} to the {room2}, and puts it down there",
     "makes sure the {obj} ends up in the {room2} by carrying it there from the {room}"),
    ("lugs the {obj} from the {room} to the {room2} and sets it down there",
     "moves the {obj} over from the {room} to the {room2}",
     "swings by the {room} for the {obj} and drops it off in the {room2}",
     "is to take the {obj} out of the {room} and leave it in the {room2}",
     "ferries the {obj} from the {room} across to the {room2}",
     "fetches the {obj} out of the {room} and sets it down in the {room2}",
     "picks up the {obj} from the {room}, takes it over to the {room2}, and drops it there",
     "hauls the {obj} from the {room} to the {room2} and puts it down there",
     "grabs the {obj} from the {room} and deposits it in the {room2}",
     "brings the {obj} along from the {room} and drops it in the {room2}",
     "takes the {obj} out of the {room}; destination: the {room2}",
     "carts the {obj} from the {room} over to the {room2} and puts it down"),
    ("wheels the {obj} from the {room} over to the {room2}",
     "restocks the {room2} with the {obj} from the {room}",
     "gets the {obj} out of the {room} and drops it off in the {room2}",
     "takes the {obj} that's in the {room} and leaves it in the {room2}",
     "does a pick-up of the {obj} in the {room} and a drop-off in the {room2}",
     "runs the {obj} from the {room} over to the {room2}",
     "picks the {obj} up in the {room} and sets it down in the {room2}",
     "is asked to move the {obj} from the {room} to the {room2}",
     "handles the {obj}: pick-up in the {room}, drop-off in the {room2}",
     "puts the {obj} away in the {room2}; it's currently sitting in the {room}",
     "makes a trip with the {obj} from the {room} to the {room2}, and puts it down there",
     "clears the {obj} out of the {room} by taking it to the {room2}"),
    ("hauls the {obj} over from the {room} and drops it off in the {room2}",
     "picks up the {obj} at the {room} and drops it at the {room2}",
     "runs a transfer: the {obj}, from the {room} to the {room2}",
     "trucks the {obj} from the {room} over to the {room2} and leaves it there",
     "takes the {obj} out of the {room} and drops it off in the {room2}",
     "zips the {obj} across from the {room} to the {room2}, setting it down there",
     "grabs the {obj} in the {room} and delivers it to the {room2}, where it sets it down",
     "does a pickup of the {obj} at the {room} and a drop-off at the {room2}",
     "carries the {obj} from the {room} to the {room2} and leaves it sitting there",
     "relocates the {obj} to the {room2}, collecting it from the {room} first",
     "brings the {obj} out of the {room} and sets it down in the {room2}",
     "shuttles the {obj} from the {room} to the {room2} and drops it there",
     "picks the {obj} up from the {room}; drop-off point: the {room2}"),
    ("shifts the {obj} from the {room} down to the {room2}",
     "grabs the {obj} out of the {room} and drops it in the {room2}",
     "ducks into the {room} for the {obj} and leaves it in the {room2}",
     "collects the {obj} in the {room} and sets it down over in the {room2}",
     "brings the {obj} up from the {room} to the {room2} and puts it down",
     "gets the {obj} out of the {room} and parks it in the {room2}",
     "moves the {obj} across: out of the {room}, into the {room2}",
     "nicks over to the {room}, picks up the {obj}, and drops it off in the {room2}",
     "runs the {obj} down from the {room} to the {room2}",
     "fetches the {obj} out of the {room} and puts it in the {room2} where it's needed",
     "picks up the {obj} in the {room} and takes it through to the {room2}",
     "shunts the {obj} from the {room} through to the {room2}",
     "moves the {obj} (currently in the {room}) to the {room2} and sets it down",
     "takes the {obj} from the {room} down to the {room2} and leaves it there for the crew"),
    ("shifts the {obj} from the {room} to the {room2}",
     "takes the {obj} kept in the {room} and keeps it in the {room2}",
     "brings the {obj} from the {room} and keeps it in the {room2}",
     "goes to the {room}, picks the {obj}, and places it in the {room2}",
     "collects the {obj} from the {room} and drops the same in the {room2}",
     "carries the {obj} lying in the {room} to the {room2} and keeps it there",
     "moves the {obj} which is kept in the {room} to the {room2}",
     "picks the {obj} from the {room} and delivers it to the {room2}",
     "gets the {obj} from the {room} and places the same in the {room2}",
     "transfers the {obj} kept in the {room} to the {room2}",
     "takes the {obj} from the {room} to the {room2} and keeps it over there",
     "goes to the {room}, collects the {obj}, goes to the {room2}, and keeps the {obj} there",
     "relocates the {obj} presently kept in the {room} to the {room2}",
     "picks up the {obj} available in the {room} and keeps it in the {room2}",
     "brings the {obj} lying in the {room} to the {room2}"),
    ("hauls the {obj} out of the {room} and drops it off in the {room2}",
     "shall transfer the {obj} from the {room} to the {room2} and leave it therein",
     "totes the {obj} from the {room} over to the {room2}",
     "is hereby directed to remove the {obj} from the {room} and deposit it in the {room2}",
     "grabs the {obj} in the {room} and hustles it over to the {room2}, then sets it down",
     "picks up the {obj} located in the {room} and places the same in the {room2}",
     "runs the {obj} from the {room} to the {room2} and leaves it there",
     "shall relocate the {obj} from the {room} to the {room2}",
     "moves the {obj}, presently situated in the {room}, to the {room2}",
     "carries the {obj} out of the {room} and sets it down over in the {room2}",
     "takes the {obj} from the {room} and puts it down in the {room2}, where it belongs",
     "collects the {obj} from the {room} and delivers the same to the {room2}",
     "lugs the {obj} over from the {room} and parks it in the {room2}",
     "retrieves the {obj} from the {room} and deposits it in the {room2}",
     "swings by the {room} for the {obj} and sets it down in the {room2}",
     "shall carry the {obj} from the {room} to the {room2} and set it down there"),
    Voiced(("um takes the {obj} from the {room} to the {room2}",
            "okay so it goes to the {room} and picks up the {obj} and then takes it to the {room2} and puts it down "
            "there",
            "grabs the {obj} from the {room} uh and brings it over to the {room2}",
            "so like it moves the {obj} from the {room} sorry from the {room} to the {room2}",
            "uh picks up the {obj} in the {room} and drops it off in the {room2}",
            "goes and gets the {obj} from the {room} um and leaves it in the {room2}",
            "just carries the {obj} from the {room} over to the {room2} okay",
            "um brings the {obj} that's in the {room} to the {room2} and puts it there",
            "okay takes the {obj} out of the {room} and um puts it in the {room2}"),
           ("moves the {obj} from the {room} -> the {room2}",
            "takes the {obj} from the {room} to the {room2} pls",
            "grabs the {obj} in the {room} & drops it in the {room2}",
            "brings the {obj} from the {room} over to the {room2} thx",
            "picks up the {obj} from the {room}, puts it in the {room2}",
            "gets the {obj} out of the {room} + leaves it in the {room2}",
            "carries the {obj} from the {room} to the {room2} asap",
            "takes the {obj} in the {room} over to the {room2}, sets it down there",
            "moves the {obj} out of the {room} and into the {room2} pls")),
    Voiced(("transports the {obj}: {room} → {room2}",
              "picks up the {obj} in the {room} and places it in the {room2}",
              "moves the {obj} from the {room} (source) to the {room2} (target)",
              "goes to the {room}, picks the {obj}, navigates to the {room2}, places it there",
              "pick-and-place: {obj}, from the {room} to the {room2}",
              "relocates the {obj}; src: {room}, dst: {room2}",
              "carries the {obj} from the {room} to the {room2} and drops it off there",
              "fetches the {obj} in the {room} and delivers it to the {room2}",
              "S1: goes to the {room} and picks up the {obj}; S2: goes to the {room2} and puts it down"),
             ("brings the {obj} from the {room} into the {room2}",
              "takes the {obj} in the {room} and puts it down in the {room2}",
              "drives to the {room}, takes up the {obj} there and brings it into the {room2}",
              "transports the {obj} out of the {room} to the {room2}",
              "fetches the {obj} from the {room} and lays it in the {room2}",
              "carries the {obj} from the {room} over into the {room2}",
              "goes into the {room}, picks up the {obj}, and places it afterwards in the {room2}",
              "brings the {obj}, which lies in the {room}, to the {room2}",
              "takes the {obj} out of the {room} with it and leaves it in the {room2}")),
    Voiced(("takes the {obj} of the {room} and leaves it in the {room2}",
            "brings the {obj} from the {room} until the {room2} and leaves it there",
            "goes to the {room}, picks up the {obj} and carries it to the {room2}, where it leaves it",
            "changes the {obj} of place: from the {room} to the {room2}",
            "moves the {obj} that is in the {room} to the {room2}",
            "collects the {obj} in the {room} and deposits it in the {room2}",
            "transports the {obj} since the {room} until the {room2}",
            "goes for the {obj} to the {room} and after leaves it in the {room2}",
            "picks up the {obj} in the {room} and puts it in the {room2}",
            "carries the {obj} from the {room} to the {room2} and leaves it there"),
           ("transfers the {obj} from the {room} to the {room2} and leaves it there",
            "collects the {obj} from the {room} and takes it to the {room2}",
            "takes the {obj} from the {room} to the {room2} and places it there",
            "moves the {obj}: collect from the {room}, deliver to the {room2}",
            "retrieves the {obj} from the {room} and drops it off in the {room2}",
            "brings the {obj} from the {room} to the {room2}, leaving it in the {room2}",
            "picks up the {obj} in the {room} and sets it down in the {room2}",
            "relocates the {obj} (currently in the {room}) to the {room2}",
            "takes the {obj} out of the {room} and leaves it in the {room2} as requested",
            "goes to the {room}, collects the {obj} and delivers it to the {room2}")),
    Voiced(("ships the {obj} in the {room} and lands it in the {room2}",
            "takes the {obj} aboard in the {room} and unloads it in the {room2}",
            "lays to the {room}, takes on the {obj}, and carries it to the {room2}, where she sets it down",
            "makes for the {room}, loads the {obj}, then sets course for the {room2} and puts it down there",
            "ferries the {obj} from the {room} to the {room2}",
            "carries the {obj} as cargo from the {room} to the {room2} and discharges it there",
            "collects the {obj} from the {room} and delivers it into the {room2}, leaving it there",
            "proceeds to the {room}, picks up the {obj}, and steers for the {room2} to drop it off",
            "brings the {obj} round from the {room} to the {room2} and lands it there",
            "shifts the {obj} out of the {room} and stows it in the {room2}"),
           ("takes the {obj} in the {room} and deposes it in the {room2}",
            "goes search the {obj} in the {room} and brings it in the {room2}",
            "displaces the {obj} from the {room} to the {room2}",
            "recuperates the {obj} in the {room} for to put it in the {room2}",
            "transports the {obj} of the {room} to the {room2} and leaves it there",
            "goes in the {room}, takes the {obj}, then goes in the {room2} and deposes it there",
            "carries the {obj} of the {room} towards the {room2} and lets it there",
            "brings the {obj} which is in the {room} in the {room2}",
            "moves the {obj} of the {room} in the {room2}",
            "rejoins the {room}, picks the {obj} and goes to depose it in the {room2}")),
    Voiced(("pops over to the {room}, grabs the {obj}, and carries it to the {room2}, where it sets it down",
            "picks up the {obj} in the {room} and delivers it to the {room2}",
            "takes the {obj} from the {room} over to the {room2} and leaves it there",
            "travels to the {room}, scoops up the {obj}, then glides over to the {room2} and puts it down",
            "carries the {obj} out of the {room} and sets it down in the {room2}",
            "collects the {obj} from the {room} and drops it off in the {room2}",
            "waltzes the {obj} from the {room} over to the {room2} and parks it there",
            "heads into the {room}, picks up the {obj}, and places it in the {room2}",
            "goes and gets the {obj} from the {room}, then takes it to the {room2} and puts it down",
            "brings the {obj} from the {room} across to the {room2} and leaves it in there"),
           ("takes the {obj} from the {room} and put it to the {room2}",
            "goes to the {room} to take the {obj}, then puts it in the {room2}",
            "moves the {obj} which in the {room} to the {room2}",
            "arrives the {room}, picks up the {obj}, sends it to the {room2} and puts down",
            "helps carry the {obj} from {room} to {room2}",
            "goes to the {room} take the {obj}, then goes to the {room2} put it down there",
            "transfers the {obj} of the {room} into the {room2}",
            "brings the {obj} in the {room} to the {room2} and puts it there",
            "goes to {room} get the {obj}, after that takes it to {room2} and leaves it",
            "carries the {obj} from the {room}, places it into the {room2}")))


# Room-by-room errands (RoboEval's "every room" tasks); only the splits written with them have them, so the
# later splits' tasks (measured by other writers) stay as they were.
SURVEY = Split((
    "visits every room and says '{msg}' in each room where a person is",
    "goes to all the rooms and tells every person it finds '{msg}'",
    "goes round every room and, wherever someone is there, says '{msg}'",
    "checks each room for people and says '{msg}' in every room that has someone in it",
    "goes to each room in turn and says '{msg}' where there is a person",
    "tours all the rooms, saying '{msg}' in each one that has a person",
    "visits all rooms and, in every room with a person, says '{msg}'",
    "goes through every room and lets each person there know '{msg}'",
    "goes to every room; where it finds someone, it says '{msg}'",
    "visits each of the rooms and says '{msg}' to anyone it meets there",
), (
    "makes a round of all the rooms, announcing '{msg}' wherever somebody is present",
    "calls at every room and, whenever a person is in it, tells them '{msg}'",
    "walks the whole floor room by room and says '{msg}' in each occupied room",
    "passes through every single room, saying '{msg}' only in rooms that have people",
    "goes from room to room and delivers '{msg}' to whoever is there",
    "checks every room one by one; in those with a person it announces '{msg}'",
    "does a round of the rooms and tells each person found '{msg}'",
    "stops at each room and, if anybody is inside, says '{msg}'",
    "visits the rooms one after another and says '{msg}' wherever it meets someone",
    "covers all the rooms, giving the message '{msg}' in every room where someone is",
))
WHICH = Split((
    "visits every room and says which rooms have a {obj}",
    "goes to all the rooms and reports the rooms where there is a {obj}",
    "checks each room for a {obj} and says the name of every room that has one",
    "goes round every room and says where the {obj}s are",
    "looks in all the rooms and names the rooms with a {obj} in them",
    "goes to each room and, wherever it finds a {obj}, says that room's name",
    "visits all rooms and tells which of them contain a {obj}",
    "goes through every room and reports each room holding a {obj}",
    "tours the rooms and says the name of each room where it sees a {obj}",
    "checks every room and announces the rooms that have a {obj}",
), (
    "makes a round of all the rooms and lists the ones with a {obj}",
    "calls at every room and names each room in which a {obj} turns up",
    "inspects the rooms one by one and reports by name those containing a {obj}",
    "walks the whole floor room by room and says in which rooms a {obj} lies",
    "goes from room to room, and for each room with a {obj} it says the room's name",
    "searches every room for a {obj} and says aloud each room where one is",
    "does a round of the rooms and tells which ones have a {obj}",
    "looks through each room and reports the names of the rooms where a {obj} is found",
    "visits the rooms one after another and says where a {obj} can be found",
    "covers all the rooms and announces every room that holds a {obj}",
))
COUNT = Split((
    "goes to every room and says how many rooms have a {thing}",
    "visits all the rooms, counts the rooms with a {thing}, and says the number",
    "checks each room for a {thing} and then says how many rooms had one",
    "goes round every room counting the rooms where there is a {thing}, then says the count",
    "counts the rooms that have a {thing} in them by visiting every room, and says the total",
    "visits each room and reports the number of rooms with a {thing}",
    "goes through all the rooms and says how many of them contain a {thing}",
    "tours every room, counts the rooms where it finds a {thing}, and says that number",
    "looks in each room and says the number of rooms in which there is a {thing}",
    "goes to all rooms and then tells how many rooms had a {thing}",
), (
    "makes a round of all the rooms and announces how many of them hold a {thing}",
    "calls at every room, keeps a tally of the rooms with a {thing}, and says the tally",
    "walks the whole floor room by room and reports how many rooms a {thing} was found in",
    "inspects the rooms one by one and says the total number of rooms with a {thing}",
    "goes from room to room counting those where a {thing} is present, and says the count at the end",
    "does a round of the rooms and tells how many contain a {thing}",
    "checks every single room and says in how many rooms it saw a {thing}",
    "visits the rooms one after another and then reports the number of rooms having a {thing}",
    "searches all the rooms and announces the count of rooms with a {thing} in them",
    "covers every room and says how many rooms turned out to have a {thing}",
))
EVERY_ROOM = {"survey": SURVEY, "which": WHICH, "count": COUNT}


def _world(name: str, rooms: dict[str, list[str]], start: str, *expect: Expectation) -> NamedScenario:
    return NamedScenario(name, Scenario(rooms={k: list(v) for k, v in rooms.items()}, start=start), expect)


def indoor_task(rng: random.Random, split: str, index: int) -> Task:
    """One errand with its worlds: the thing there and not there (or a person there and not)."""
    base, split = split, voice_split(rng, split)  # heldout13-17: one voice per task
    start, room, other = rng.sample(ROOMS.of(split), 3)
    kind = pick(rng, ("message", "fetch", "ask", "move") + tuple(k for k, t in EVERY_ROOM.items() if t.of(split)))
    obj, msg = pick(rng, OBJECTS.of(split)), pick(rng, MESSAGES.of(split))
    source = f"curriculum:jackal-indoor:{base}:{index}"
    E = Expectation
    if kind == "message":
        text = pick(rng, MESSAGE.of(split)).format(room=room, msg=msg)
        worlds = (_world("person_there", {start: [], room: ["person"], other: []}, start,
                         E("said", room=room, text=msg)),
                  _world("nobody_there", {start: [], room: [], other: ["person"]}, start, E("not_said", text=msg)))
        expect: tuple[Expectation, ...] = (E("visited", room=room),)
    elif kind == "fetch":
        text = pick(rng, FETCH.of(split)).format(room=room, obj=obj)
        worlds = (_world(f"{obj}_there", {start: [], room: [obj], other: []}, start, E("picked", obj=obj)),
                  _world(f"no_{obj}", {start: [], room: ["person"], other: [obj]}, start, E("not_picked", obj=obj)))
        expect = (E("visited", room=room), E("ends_in", room=start))
    elif kind == "ask":
        text = pick(rng, ASK.of(split)).format(room=room)
        worlds = (_world("both_there", {start: [], room: ["person", "backpack"], other: []}, start,
                         E("asked", room=room, text="basket")),
                  _world("no_backpack", {start: [], room: ["person"], other: ["person", "backpack"]}, start,
                         E("not_asked", text="basket")),
                  _world("nobody_there", {start: [], room: ["backpack"], other: ["person"]}, start,
                         E("not_asked", text="basket")))
        expect = (E("visited", room=room),)
    elif kind in EVERY_ROOM:
        text, worlds, expect = _every_room(rng, split, kind, (start, room, other), obj, msg)
    else:
        text = pick(rng, MOVE.of(split)).format(room=room, room2=other, obj=obj)
        worlds = (_world("from_elsewhere", {start: [], room: [obj], other: []}, start),
                  _world("from_the_destination", {start: ["person"], room: [obj], other: []}, other))
        expect = (E("picked", obj=obj), E("placed", room=other, obj=obj), E("in_room", room=other, obj=obj))
    worlds = tuple(NamedScenario(w.name, w.scenario, expect + w.expect) for w in worlds)
    goal = Goal(scenarios=worlds, source=source)
    subject = obj if kind in ("fetch", "move", "which") else "rooms" if kind in EVERY_ROOM else room
    return Task(task_name(f"{kind}_{subject}".replace(" ", "_"), index), text + ".", goal)


def _every_room(rng: random.Random, split: str, kind: str, rooms: tuple[str, str, str], obj: str, msg: str) \
        -> tuple[str, tuple[NamedScenario, ...], tuple[Expectation, ...]]:
    """A room-by-room errand over the three rooms: the thing (a person to tell, an object to name, either to
    count) in one room of one world and in two of the other, each world starting in a room without it."""
    E = Expectation
    thing = "person" if kind == "survey" else obj if kind == "which" else pick(rng, ("person", obj))
    words = pick(rng, EVERY_ROOM[kind].of(split)).format(msg=msg, obj=obj, thing=thing)
    text = re.sub(r"\ba (?=[aeiou])", "an ", words)
    a, b, c = rooms
    worlds = []
    for name, holding, start in (("in_one_room", (b,), a), ("in_two_rooms", (a, c), b)):
        found = {r: [thing] if r in holding else [] for r in rooms}
        if kind == "survey":
            checks = [E("said", room=r, text=msg) for r in holding] + [E("not_said", room=r) for r in rooms
                                                                        if r not in holding]
        elif kind == "which":
            checks = [E("said", text=r) for r in holding] + [E("not_said", text=r) for r in rooms if r not in holding]
        else:
            checks = [E("said", text=str(len(holding)))]
        worlds.append(_world(name, found, start, *checks))
    return text, tuple(worlds), tuple(E("visited", room=r) for r in rooms)
