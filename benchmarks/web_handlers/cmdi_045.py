import os
import shlex

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/whois")
def whois(name: str = Form(default="")):
    """Whois."""
    name = name or "example.com"
    report = os.popen(f"whois {shlex.quote(name)}").read()
    return {"whois": report}
