"""A robot file whose by-argument sensor selects on its second parameter (`params: [camera, object]`,
`contains: object`): the case where binding by position alone and by name disagree."""

SELECTOR_ROBOT = """\
name: selbot
description: a camera and an object
ros: {namespace: /, rate: 20}
sensors:
  is_in_room:
    params: [camera, object]
    by_argument: {person: person, backpack: backpack}
    ros: {topic: objects, type: std_msgs/msg/String, field: data, contains: object}
actions:
  say:
    params: [message]
    proposition: say
    ros: {topic: say, type: std_msgs/msg/String, fields: {data: message}}
api: is_in_room(camera, object), say(message)
"""
