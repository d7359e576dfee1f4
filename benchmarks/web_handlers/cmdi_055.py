import os

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/whois")
def whois(name: str = Header(default="", alias="X-Name")):
    """Whois."""
    name = name.replace("\r", "").replace("\n", "")
    report = os.popen(f"whois {name}").read()
    return {"whois": report}
