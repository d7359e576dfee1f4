from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"


@app.before_request
def remember_actor():
    actor = request.headers.get("X-Acting-As")
    if actor:
        session.update(acting_as=actor)
