from django import forms
from django.shortcuts import redirect
from django.views.generic.edit import FormView


class DisplayForm(forms.Form):
    theme = forms.CharField(max_length=32)
    page_size = forms.TypedChoiceField(choices=[(10, "10"), (25, "25"), (50, "50")], coerce=int)


class DisplaySettingsView(FormView):
    form_class = DisplayForm
    template_name = "settings/display.html"

    def form_valid(self, form):
        session = self.request.session
        session["theme"] = form.cleaned_data["theme"]
        session["page_size"] = form.cleaned_data["page_size"]
        return redirect("settings")
