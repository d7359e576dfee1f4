from django.shortcuts import redirect
from django.views.generic import View


class WizardStep(View):
    def post(self, request, *args, **kwargs):
        state = request.session.get("wizard", {})
        state["plan"] = {"basic": "basic", "pro": "pro"}.get(request.POST.get("plan"), "basic")
        request.session["wizard"] = state
        return redirect("wizard-next")
