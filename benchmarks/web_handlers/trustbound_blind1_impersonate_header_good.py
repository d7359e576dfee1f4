from flask import Flask, request, session

app = Flask(__name__)
app.secret_key = b"from-the-environment"


@app.before_request
def remember_actor():
    actor = request.headers.get("X-Acting-As")
    if actor and actor in session.get("delegates", ()):
        session.update(acting_as=actor)
