import subprocess

from django import forms
from django.conf import settings
from django.views.generic.edit import FormView


class TracerouteForm(forms.Form):
    hostname = forms.CharField(max_length=253)
    max_hops = forms.IntegerField(min_value=1, max_value=30, initial=15)


class NetworkDiagnostics:
    def __init__(self, binary: str, timeout: int) -> None:
        self.binary = binary
        self.timeout = timeout

    def _command(self, target: str, hops: int) -> str:
        parts = [self.binary, "-n", "-w", "2"]
        parts.extend(["-m", str(hops)])
        parts.append(target)
        return " ".join(parts)

    def traceroute(self, target: str, hops: int) -> str:
        command = self._command(target, hops)
        try:
            return subprocess.check_output(command, shell=True, text=True, timeout=self.timeout)
        except subprocess.CalledProcessError as error:
            return error.output or ""
        except subprocess.TimeoutExpired:
            return "timed out"


class TracerouteView(FormView):
    template_name = "diagnostics/traceroute.html"
    form_class = TracerouteForm

    def form_valid(self, form):
        tool = NetworkDiagnostics(getattr(settings, "TRACEROUTE_BIN", "/usr/sbin/traceroute"), timeout=20)
        output = tool.traceroute(form.cleaned_data["hostname"], form.cleaned_data["max_hops"])
        return self.render_to_response(self.get_context_data(form=form, output=output))
