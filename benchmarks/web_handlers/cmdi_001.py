import os

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/whois")
def whois(name: str = Form(default="")):
    """Whois."""
    name = name or "example.com"
    report = os.popen(f"whois {name}").read()
    return {"whois": report}
