from django import forms
from django.urls import reverse
from django.views.generic.edit import FormView


class ContactForm(forms.Form):
    message = forms.CharField()


class ContactView(FormView):
    form_class = ContactForm
    template_name = "contact.html"

    def get_success_url(self):
        return reverse("contact-done")
